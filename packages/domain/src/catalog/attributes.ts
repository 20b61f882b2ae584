import type { Locale } from "../i18n/locales";
import type { AttributeType } from "./enums";

export type AttributeValue = string | number | boolean;

const yesNo: Record<Locale, [yes: string, no: string]> = {
  fr: ["Oui", "Non"],
  en: ["Yes", "No"],
  de: ["Ja", "Nein"],
  nl: ["Ja", "Nee"],
};

const numberFormats = new Map<Locale, Intl.NumberFormat>();

function numberFormat(locale: Locale): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
    numberFormats.set(locale, format);
  }
  return format;
}

/** A technical value as read in the given language, without its unit (the unit is shown apart). */
export function formatAttributeValue(type: AttributeType, value: AttributeValue, locale: Locale): string {
  if (type === "boolean" || typeof value === "boolean") return yesNo[locale][value === true ? 0 : 1];
  if (type === "number" && typeof value === "number") return numberFormat(locale).format(value);
  return String(value);
}

export type AttributeRow = {
  code: string;
  name: string;
  type: AttributeType;
  unit: string | null;
  position: number;
  value: AttributeValue;
  /** Variant-level rows override the product-level value of the same attribute. */
  variantLevel: boolean;
};

export type Attribute = {
  code: string;
  name: string;
  type: AttributeType;
  unit: string | null;
  value: AttributeValue;
  formatted: string;
};

/**
 * One entry per attribute, in display order. Several choices of one attribute (an engine fitting
 * several machines) are joined; a variant's own value replaces the product's.
 */
export function groupAttributes(rows: readonly AttributeRow[], locale: Locale): Attribute[] {
  const byCode = new Map<string, { row: AttributeRow; values: AttributeValue[] }>();
  for (const row of rows) {
    const group = byCode.get(row.code);
    if (!group || (row.variantLevel && !group.row.variantLevel)) byCode.set(row.code, { row, values: [row.value] });
    else if (row.variantLevel === group.row.variantLevel) group.values.push(row.value);
  }
  return [...byCode.values()]
    .sort((a, b) => a.row.position - b.row.position || a.row.code.localeCompare(b.row.code))
    .map(({ row, values }) => {
      const formatted = values.map((value) => formatAttributeValue(row.type, value, locale)).join(", ");
      const value = values.length === 1 && values[0] !== undefined ? values[0] : formatted;
      return { code: row.code, name: row.name, type: row.type, unit: row.unit, value, formatted };
    });
}
