import { describe, expect, it } from "vitest";
import { CheckboxField, ChoiceGroup, DateField, SelectField, TextareaField, TextField } from "./form-field";
import { renderMarkup } from "./test-render";

describe("form fields", () => {
  it("label the control and tie its hint and error to it", () => {
    const markup = renderMarkup(<TextField id="email" label="E-mail" hint="We write to it" error="Enter an e-mail" name="email" />);
    expect(markup).toContain('<label for="email"');
    expect(markup).toMatch(/<input id="email"[^>]*aria-invalid="true" aria-describedby="email-hint email-error" name="email"/);
    expect(markup).toContain('<div id="email-hint"');
    expect(markup).toMatch(/<p id="email-error"[^>]*>.*Enter an e-mail<\/p>/);
  });

  it("say nothing of validity while there is no error", () => {
    const markup = renderMarkup(<TextField id="city" label="City" />);
    expect(markup).not.toContain("aria-invalid");
    expect(markup).not.toContain("aria-describedby");
  });

  it("offer a select with an empty first choice, a textarea and a date", () => {
    const select = renderMarkup(
      <SelectField id="country" label="Country" placeholder="Choose…" options={[{ value: "FR", label: "France" }]} error="Required" />,
    );
    expect(select).toMatch(
      /<select id="country"[^>]*aria-invalid="true" aria-describedby="country-error"><option value="">Choose…<\/option><option value="FR">France<\/option>/,
    );
    expect(renderMarkup(<TextareaField id="note" label="Note" hint="Optional" />)).toMatch(
      /<textarea id="note" rows="4"[^>]*aria-describedby="note-hint"/,
    );
    expect(renderMarkup(<DateField id="purchase" label="Purchase date" />)).toMatch(/<input id="purchase"[^>]*type="date"/);
  });

  it("group radios in a fieldset named by its legend, each option labelled", () => {
    const markup = renderMarkup(
      <ChoiceGroup
        id="gender"
        legend="Title"
        type="radio"
        name="gender"
        options={[
          { value: "mr", label: "Mr" },
          { value: "ms", label: "Ms" },
        ]}
        error="Choose one"
      />,
    );
    expect(markup).toMatch(/^<fieldset id="gender"[^>]*aria-describedby="gender-error"><legend/);
    expect(markup.match(/<label[^>]*><input type="radio" name="gender" value="(mr|ms)"\/>/g)).toHaveLength(2);
  });

  it("put a single checkbox before its label", () => {
    expect(renderMarkup(<CheckboxField id="terms" label="I accept the terms" />)).toMatch(
      /<input id="terms" type="checkbox"\/><label for="terms">I accept the terms<\/label>/,
    );
  });
});
