import { describe, expect, it } from "vitest";
import { addressLines, customerParty, formatPercent, vatTotals } from "./parts";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("the documents' shared parts", () => {
  it("end the totals with the VAT at its rate and the total incl. VAT, strong, in each language", () => {
    const totals = vatTotals(
      "fr",
      [
        { label: "Sous-total HT", cents: 10_000 },
        { label: "Livraison", cents: 1_550 },
      ],
      { rate: 2000, vat: 2_310, totalInclVat: 13_860 },
    );
    expect(totals.map((total) => [plain(total.label), plain(total.value), total.strong ?? false])).toEqual([
      ["Sous-total HT", "100,00 €", false],
      ["Livraison", "15,50 €", false],
      ["TVA 20 %", "23,10 €", false],
      ["Total TTC", "138,60 €", true],
    ]);
    expect(vatTotals("en", [], { rate: 550, vat: 55, totalInclVat: 1_055 }).map((total) => total.label)).toEqual([
      "VAT 5.5%",
      "Total incl. VAT",
    ]);
    expect(vatTotals("de", [], { rate: 2000, vat: 0, totalInclVat: 0 }).at(-1)?.label).toBe("Gesamt brutto");
    expect(vatTotals("nl", [], { rate: 2100, vat: 0, totalInclVat: 0 })[0]?.label).toBe("Btw 21%");
  });

  it("write an address without its empty lines, and the customer's block", () => {
    const address = {
      firstname: "Julien",
      lastname: "Moreau",
      company: null,
      street: "12 rue des Artisans",
      postcode: "49000",
      city: "Angers",
      countryCode: "FR",
      phone: null,
    };
    expect(addressLines(address)).toEqual(["Julien Moreau", "12 rue des Artisans", "49000 Angers", "FR"]);
    expect(addressLines({ ...address, company: "Vertmoteur", phone: "+33 2 41" })).toEqual([
      "Vertmoteur",
      "Julien Moreau",
      "12 rue des Artisans",
      "49000 Angers",
      "FR",
      "+33 2 41",
    ]);
    expect(customerParty("de", "Vertmoteur", { firstname: "Julien", lastname: "Moreau" })).toEqual({
      label: "Kunde",
      lines: ["Vertmoteur", "Julien Moreau"],
    });
    expect(plain(formatPercent(1950, "fr"))).toBe("19,5 %");
  });
});
