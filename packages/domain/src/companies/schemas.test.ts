import { describe, expect, it } from "vitest";
import { assignCompanyRequestSchema, siretQuerySchema } from "./schemas";
import { withLuhnCheckDigit } from "./siret";

describe("company schemas", () => {
  const siret = withLuhnCheckDigit("8123456780001");

  it("accepts a SIRET or SIREN with its checksum, as typed", () => {
    expect(siretQuerySchema.parse({ siret }).siret).toBe(siret);
    expect(siretQuerySchema.parse({ siret: `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6)}` }).siret).toBe(siret);
    const siren = withLuhnCheckDigit("81234567");
    expect(siretQuerySchema.parse({ siret: siren }).siret).toBe(siren);
  });

  it.each(["", "123", "12345678901234", "ABCDEFGHIJKLMN", `${siret}0`])("refuses %j", (value) => {
    expect(siretQuerySchema.safeParse({ siret: value }).success).toBe(false);
  });

  it("takes a company id and nothing else", () => {
    expect(assignCompanyRequestSchema.parse({ company: 4 })).toEqual({ company: 4 });
    expect(assignCompanyRequestSchema.safeParse({ company: 0 }).success).toBe(false);
    expect(assignCompanyRequestSchema.safeParse({ company: 4, isAdmin: true }).success).toBe(false);
  });
});
