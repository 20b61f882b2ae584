import { describe, expect, it } from "vitest";
import { referenceOptions } from "./reference-options";

const product = (code: string, reference: string | null) => ({
  code,
  name: `Product ${code}`,
  slug: code.toLowerCase(),
  reference,
  brand: { code: "orvane", name: "Orvane" },
  image: null,
});

describe("referenceOptions", () => {
  it("offers matching references first, the replacement of a superseded one saying what it replaces", () => {
    const options = referenceOptions({
      references: [
        { reference: "BL-53-B", productCode: "KR-BL-53", name: "Lame 53 cm", slug: "lame-53-cm", supersededReference: null },
        { reference: "BL-53-B", productCode: "KR-BL-53", name: "Lame 53 cm", slug: "lame-53-cm", supersededReference: "BL-53-A" },
      ],
      products: [product("KR-BL-53", "BL-53-B"), product("KR-BL-60", "BL-60"), product("KR-X", null)],
    });
    expect(options).toEqual([
      { reference: "BL-53-B", name: "Lame 53 cm", replaces: "BL-53-A" },
      { reference: "BL-60", name: "Product KR-BL-60", replaces: null },
    ]);
  });

  it("keeps the list short", () => {
    const products = Array.from({ length: 12 }, (_, index) => product(`P${index}`, `REF-${index}`));
    expect(referenceOptions({ references: [], products }, 5)).toHaveLength(5);
  });
});
