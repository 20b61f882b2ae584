import { describe, expect, it } from "vitest";
import { addFailureMessage, type StockLeftLabels } from "./add-failure";

const errors = { generic: "Something went wrong.", "cart.insufficient_stock": "Insufficient stock.", "cart.not_sellable": "Not sold." };
const french: StockLeftLabels = {
  locale: "fr",
  none: "Plus aucune unité disponible.",
  one: { before: "Plus que ", after: " unité disponible." },
  other: { before: "Plus que ", after: " unités disponibles." },
};

describe("addFailureMessage", () => {
  it("says how many units are left when stock is short", () => {
    expect(addFailureMessage({ code: "cart.insufficient_stock", detail: "3" }, errors, french)).toBe("Plus que 3 unités disponibles.");
    expect(addFailureMessage({ code: "cart.insufficient_stock", detail: "1" }, errors, french)).toBe("Plus que 1 unité disponible.");
    expect(addFailureMessage({ code: "cart.insufficient_stock", detail: "0" }, errors, french)).toBe("Plus aucune unité disponible.");
  });

  it("keeps the translated error when the answer gives no count", () => {
    expect(addFailureMessage({ code: "cart.insufficient_stock" }, errors, french)).toBe("Insufficient stock.");
    expect(addFailureMessage({ code: "cart.insufficient_stock", detail: "beaucoup" }, errors, french)).toBe("Insufficient stock.");
    expect(addFailureMessage({ code: "cart.not_sellable", detail: "2" }, errors, french)).toBe("Not sold.");
    expect(addFailureMessage({ code: "cart.locked" }, errors, french)).toBe("Something went wrong.");
  });
});
