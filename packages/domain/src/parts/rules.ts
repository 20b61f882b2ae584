import { z } from "zod";
import { cartLimits } from "../orders/limits";
import { integerText } from "../validation/integers";
import { assemblyCodeSchema, modelCodeSchema, type PartsmartLine, partsmartMessageSchema } from "./schemas";

/** References are printed with spaces, dots or dashes at will: compare only letters and digits. */
export const referenceKey = (reference: string) => reference.toUpperCase().replace(/[^A-Z0-9]/g, "");

/** Lines naming the same reference (however typed) become one, their quantities added up to the cart's maximum. */
export function mergeLines(lines: readonly PartsmartLine[]): PartsmartLine[] {
  const merged = new Map<string, PartsmartLine>();
  for (const line of lines) {
    const key = referenceKey(line.reference);
    const known = merged.get(key);
    if (known) known.quantity = Math.min(cartLimits.maxQuantity, known.quantity + line.quantity);
    else merged.set(key, { reference: line.reference.trim(), quantity: line.quantity });
  }
  return [...merged.values()];
}

/**
 * The lines of an external catalogue's add-to-cart message, or null: a message from any origin but
 * the configured one, or of any other shape, is ignored.
 */
export function parsePartsmartMessage(origin: string, expectedOrigin: string, data: unknown): PartsmartLine[] | null {
  if (origin !== expectedOrigin) return null;
  const parsed = partsmartMessageSchema.safeParse(data);
  return parsed.success ? mergeLines(parsed.data.lines) : null;
}

const positionSchema = integerText(z.number().int().min(1).max(999));

/** A deep link's `?model=&assembly=&position=`: what is valid of it, the rest dropped. */
export function diagramLinkOf(params: { model?: string | null; assembly?: string | null; position?: string | null }) {
  const model = modelCodeSchema.safeParse(params.model ?? undefined);
  if (!model.success) return { model: null, assembly: null, position: null };
  const assembly = assemblyCodeSchema.safeParse(params.assembly ?? undefined);
  const position = positionSchema.safeParse(params.position ?? undefined);
  return {
    model: model.data,
    assembly: assembly.success ? assembly.data : null,
    position: assembly.success && position.success ? position.data : null,
  };
}
