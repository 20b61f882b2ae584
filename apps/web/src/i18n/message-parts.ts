/** A marker no translation contains, to cut a sentence around the value it stands for. */
const SLOT = "\u0000";

/**
 * The words of a message before and after its `{name}` value, for a value only the browser knows
 * (an incident reference, a product's reference in a card drawn there).
 */
export function messageAround(format: (values: Record<string, string>) => string, name: string): { before: string; after: string } {
  const [before = "", after = ""] = format({ [name]: SLOT }).split(SLOT);
  return { before, after };
}
