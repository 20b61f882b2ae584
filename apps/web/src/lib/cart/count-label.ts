/** The words around a number: "3 articles" is `{ before: "", after: " articles" }`. */
export type Around = { before: string; after: string };

/** A plural count message made ready by the server for a count only the browser knows. */
export type CountLabels = { zero: string; one: Around; other: Around };

function cut(text: string, number: string): Around {
  const at = text.indexOf(number);
  return at < 0 ? { before: `${text} `, after: "" } : { before: text.slice(0, at), after: text.slice(at + number.length) };
}

/**
 * Cuts a message such as `{count, plural, =0 {…} one {# article} other {# articles}}` around its
 * number for the forms our languages have (no item, one, several), so the browser needs no formatter.
 */
export function countLabels(format: (count: number) => string, locale: string): CountLabels {
  const number = new Intl.NumberFormat(locale);
  return { zero: format(0), one: cut(format(1), number.format(1)), other: cut(format(2), number.format(2)) };
}

export function countLabel(labels: CountLabels, count: number, locale: string): string {
  if (count === 0) return labels.zero;
  const form = new Intl.PluralRules(locale).select(count) === "one" ? labels.one : labels.other;
  return `${form.before}${new Intl.NumberFormat(locale).format(count)}${form.after}`;
}
