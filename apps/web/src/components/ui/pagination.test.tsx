import { describe, expect, it } from "vitest";
import { Pagination } from "./pagination";
import { renderMarkup } from "./test-render";

const buttonOf = (markup: string, rel: "prev" | "next") => markup.match(new RegExp(`<button[^>]*data-rel="${rel}"[^>]*>`))?.[0] ?? "";
const controlOf = (markup: string, rel: "prev" | "next") => markup.match(new RegExp(`<a[^>]*data-rel="${rel}"[^>]*>`))?.[0] ?? "";

describe("Pagination", () => {
  it("is a named navigation with previous and next buttons", () => {
    const markup = renderMarkup(<Pagination hasPrevious hasNext onPrevious={() => {}} onNext={() => {}} label="Pages of the orders" />);
    expect(markup).toMatch(/^<nav class="[^"]+" aria-label="Pages of the orders">/);
    expect(markup).toContain("Previous");
    expect(markup).toContain("Next");
    expect(buttonOf(markup, "prev")).not.toContain("disabled");
    expect(buttonOf(markup, "next")).not.toContain("disabled");
  });

  it("disables previous on the first page and next on the last", () => {
    const first = renderMarkup(<Pagination hasPrevious={false} hasNext onPrevious={() => {}} onNext={() => {}} />);
    expect(buttonOf(first, "prev")).toContain('disabled=""');
    expect(buttonOf(first, "next")).not.toContain("disabled");
    const last = renderMarkup(<Pagination hasPrevious hasNext={false} onPrevious={() => {}} onNext={() => {}} />);
    expect(buttonOf(last, "prev")).not.toContain("disabled");
    expect(buttonOf(last, "next")).toContain('disabled=""');
  });

  it("names itself Pagination without a label", () => {
    expect(renderMarkup(<Pagination hasPrevious hasNext onPrevious={() => {}} onNext={() => {}} />)).toContain('aria-label="Pagination"');
  });

  it("renders links for server-rendered pages, and a disabled link without address at an end", () => {
    const markup = renderMarkup(<Pagination hasPrevious={false} hasNext previousHref="/en/orders" nextHref="/en/orders?after=C-1020" />);
    const next = controlOf(markup, "next");
    expect(next).toContain('href="/en/orders?after=C-1020"');
    expect(next).toContain('rel="next"');
    const previous = controlOf(markup, "prev");
    expect(previous).toContain('aria-disabled="true"');
    expect(previous).toContain('role="link"');
    expect(previous).not.toContain("href");
    expect(markup).not.toContain("<button");
  });

  it("shows where the list stands between the controls", () => {
    const markup = renderMarkup(<Pagination hasPrevious hasNext onPrevious={() => {}} onNext={() => {}} status="Orders 21 to 40" />);
    expect(markup.indexOf("Orders 21 to 40")).toBeGreaterThan(markup.indexOf("Previous"));
    expect(markup.indexOf("Orders 21 to 40")).toBeLessThan(markup.indexOf("Next"));
  });
});
