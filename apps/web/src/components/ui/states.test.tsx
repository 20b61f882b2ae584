import { describe, expect, it } from "vitest";
import { EmptyState, ErrorState, LoadingState } from "./states";
import { StatusBadge } from "./status-badge";
import { renderMarkup } from "./test-render";

describe("states", () => {
  it("announce loading once, busy, with the skeleton hidden from screen readers", () => {
    const markup = renderMarkup(<LoadingState label="Loading your orders" lines={4} />);
    expect(markup).toMatch(
      /^<div class="[^"]+" role="status" aria-live="polite" aria-busy="true"><span class="visually-hidden">Loading your orders<\/span><div[^>]*aria-hidden="true">/,
    );
    expect(markup.match(/<span class="[^"]*bone/g)).toHaveLength(4);
  });

  it("say an error at once, with a retry that waits while retrying", () => {
    expect(renderMarkup(<ErrorState title="Orders could not load" onRetry={() => {}} />)).toMatch(/role="alert".*>Try again<\/button>/);
    expect(renderMarkup(<ErrorState title="Orders could not load" onRetry={() => {}} retrying />)).toMatch(
      /disabled="" aria-busy="true">Loading…<\/button>/,
    );
  });

  it("give an empty list its words and its way on", () => {
    const markup = renderMarkup(
      <EmptyState title="No order yet" description="Your orders appear here." action={<a href="/shop">Shop</a>} />,
    );
    expect(markup).toContain("No order yet");
    expect(markup).toContain("Your orders appear here.");
    expect(markup).toContain('<a href="/shop">Shop</a>');
  });
});

describe("StatusBadge", () => {
  it.each(["neutral", "info", "success", "warning", "danger"] as const)("%s: words and an icon, not colour alone", (tone) => {
    const markup = renderMarkup(<StatusBadge tone={tone}>Shipped</StatusBadge>);
    expect(markup).toMatch(new RegExp(`^<span class="[^"]+" data-tone="${tone}"><svg[^>]*aria-hidden="true"`));
    expect(markup).toContain("<span>Shipped</span>");
  });

  it("draws a different shape for each tone", () => {
    const shapes = (["neutral", "info", "success", "warning", "danger"] as const).map((tone) =>
      renderMarkup(<StatusBadge tone={tone}>x</StatusBadge>).replace(/^.*?(<svg.*<\/svg>).*$/, "$1"),
    );
    expect(new Set(shapes).size).toBe(5);
  });
});
