import { describe, expect, it } from "vitest";
import { StepFrame, StepIndicator, wizardStepStates } from "./step-wizard";
import { renderMarkup } from "./test-render";

const steps = [
  { id: "shipping", label: "Delivery" },
  { id: "billing", label: "Billing" },
  { id: "review", label: "Review" },
];

describe("wizardStepStates", () => {
  it("marks steps before the current one complete and reachable, later ones upcoming", () => {
    expect(wizardStepStates(steps, "billing").map(({ id, number, status, reachable }) => ({ id, number, status, reachable }))).toEqual([
      { id: "shipping", number: 1, status: "complete", reachable: true },
      { id: "billing", number: 2, status: "current", reachable: false },
      { id: "review", number: 3, status: "upcoming", reachable: false },
    ]);
  });

  it("keeps a status and a reach given by the caller", () => {
    const given = [
      { id: "a", label: "A" },
      { id: "b", label: "B", status: "complete" as const, reachable: false },
      { id: "c", label: "C" },
    ];
    expect(wizardStepStates(given, "a").map((step) => [step.status, step.reachable])).toEqual([
      ["current", false],
      ["complete", false],
      ["upcoming", false],
    ]);
  });
});

describe("StepIndicator", () => {
  it("is a named list with the current step marked and passed steps as buttons saying they are done", () => {
    const markup = renderMarkup(<StepIndicator steps={steps} current="billing" label="Checkout steps" onSelect={() => {}} />);
    expect(markup).toMatch(/^<nav class="[^"]+" aria-label="Checkout steps"><ol/);
    expect(markup.match(/aria-current="step"/g)).toHaveLength(1);
    expect(markup).toMatch(/<li[^>]*data-status="current" aria-current="step"><span[^>]*><span[^>]*aria-hidden="true">2<\/span>/);
    expect(markup.match(/<button/g)).toHaveLength(1);
    expect(markup).toMatch(/<button[^>]*>.*Delivery<span class="visually-hidden"> \(done\)<\/span>.*<\/button>/);
  });

  it("offers no button without a way to open a step", () => {
    expect(renderMarkup(<StepIndicator steps={steps} current="review" label="Steps" />)).not.toContain("<button");
  });
});

describe("StepFrame", () => {
  it("is a section named by its focusable heading, with its position, content and ways back and on", () => {
    const markup = renderMarkup(
      <StepFrame
        headingId="step-billing"
        title="Billing"
        position={{ step: 2, total: 3 }}
        back={<a href="/back">Back</a>}
        next={<button type="button">Next</button>}
      >
        <p>Fields</p>
      </StepFrame>,
    );
    expect(markup).toMatch(/^<section class="[^"]+" aria-labelledby="step-billing">/);
    expect(markup).toMatch(/<h2 id="step-billing" tabindex="-1"[^>]*><span[^>]*>Step 2 of 3<\/span> Billing<\/h2>/);
    expect(markup.indexOf("Back")).toBeLessThan(markup.indexOf("Next"));
  });
});
