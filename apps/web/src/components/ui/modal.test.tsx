import { describe, expect, it, vi } from "vitest";
import { AddOrReplaceCartModal } from "../cart/add-or-replace-modal";
import { cancelOnEscape, closeOnBackdrop, Modal } from "./modal";
import { renderMarkup } from "./test-render";

describe("Modal", () => {
  it("is a native dialog labelled by its title and described by its sentence, with a named close button", () => {
    const markup = renderMarkup(
      <Modal
        open={false}
        onClose={() => {}}
        title="Delete the address?"
        description="It cannot be undone."
        actions={<button type="button">Delete</button>}
      />,
    );
    const labelledBy = markup.match(/<dialog[^>]*aria-labelledby="([^"]+)"/)?.[1];
    const describedBy = markup.match(/<dialog[^>]*aria-describedby="([^"]+)"/)?.[1];
    expect(markup).toContain(`<h2 id="${labelledBy}"`);
    expect(markup).toContain(`<p id="${describedBy}"`);
    expect(markup).toMatch(/<button type="button"[^>]*aria-label="Close"/);
    expect(markup).toContain(">Delete</button>");
  });

  it("asks its parent to close on Escape, and keeps the browser from closing it behind the parent's back", () => {
    const onClose = vi.fn();
    const event = { preventDefault: vi.fn() };
    cancelOnEscape(event, onClose, false);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("ignores Escape while its action runs", () => {
    const onClose = vi.fn();
    const event = { preventDefault: vi.fn() };
    cancelOnEscape(event, onClose, true);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("closes on a click on the backdrop only, not on its content", () => {
    const onClose = vi.fn();
    const dialog = {} as EventTarget;
    closeOnBackdrop({ target: {} as EventTarget, currentTarget: dialog as Element }, onClose, false);
    expect(onClose).not.toHaveBeenCalled();
    closeOnBackdrop({ target: dialog, currentTarget: dialog as Element }, onClose, true);
    expect(onClose).not.toHaveBeenCalled();
    closeOnBackdrop({ target: dialog, currentTarget: dialog as Element }, onClose, false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe("AddOrReplaceCartModal", () => {
  it("says how many items the cart holds and offers to add or to replace", () => {
    const markup = renderMarkup(<AddOrReplaceCartModal open onClose={() => {}} onChoose={() => {}} itemCount={3} />);
    expect(markup).toContain("Your cart already holds items");
    expect(markup).toContain("Your cart holds 3 items.");
    expect(markup).toContain(">Add to my cart</button>");
    expect(markup).toContain(">Replace my cart</button>");
  });

  it("makes both choices wait while one runs", () => {
    const markup = renderMarkup(<AddOrReplaceCartModal open onClose={() => {}} onChoose={() => {}} itemCount={1} pending />);
    expect(markup).toContain("Your cart holds 1 item.");
    expect(markup).toMatch(/<button type="button"[^>]*disabled=""[^>]*>Add to my cart<\/button>/);
    expect(markup).toMatch(/<button type="button"[^>]*disabled=""[^>]*>Replace my cart<\/button>/);
    expect(markup).toContain('<p role="status">Updating the cart…</p>');
  });
});
