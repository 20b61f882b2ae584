import type { ProductCard, ProductView } from "@portal/domain/catalog/schemas";

type Attribute = ProductView["attributes"][number];

/** One compared product: its card (image, from-price, availability) and its technical data. */
export type ComparedProduct = {
  card: ProductCard;
  references: string[];
  attributes: Attribute[];
};

export type ComparisonRow = {
  code: string;
  name: string;
  /** One value per product, in column order, as read (with its unit); null where the product has none. */
  values: (string | null)[];
  differs: boolean;
};

function comparable(attribute: Attribute | undefined): string | null {
  if (!attribute) return null;
  const { value } = attribute;
  if (typeof value === "string") return `s:${value.trim().toLocaleLowerCase()}`;
  return `${typeof value}:${String(value)}`;
}

/** True when the products do not all share one value; a missing value counts as different. */
export function valuesDiffer(values: readonly (string | null)[]): boolean {
  return values.length > 1 && new Set(values).size > 1;
}

export function displayValue(attribute: Attribute): string {
  return attribute.unit ? `${attribute.formatted} ${attribute.unit}` : attribute.formatted;
}

/** Every attribute of any compared product, one row each, in the order the products list them. */
export function comparisonRows(products: readonly Pick<ComparedProduct, "attributes">[]): ComparisonRow[] {
  const rows = new Map<string, { name: string }>();
  for (const product of products) {
    for (const attribute of product.attributes) if (!rows.has(attribute.code)) rows.set(attribute.code, { name: attribute.name });
  }
  return [...rows].map(([code, { name }]) => {
    const found = products.map((product) => product.attributes.find((attribute) => attribute.code === code));
    return {
      code,
      name,
      values: found.map((attribute) => (attribute ? displayValue(attribute) : null)),
      differs: valuesDiffer(found.map(comparable)),
    };
  });
}

/** Codes from `?codes=A,B,C`: distinct, well-formed, at most `limit`. */
export function parseCodesParam(value: string | string[] | undefined, limit: number): string[] {
  const raw = (Array.isArray(value) ? value.join(",") : (value ?? "")).split(",");
  const codes: string[] = [];
  for (const entry of raw) {
    const code = entry.trim();
    if (/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(code) && !codes.includes(code)) codes.push(code);
    if (codes.length >= limit) break;
  }
  return codes;
}
