import { z } from "zod";

/**
 * An integer written in a path or a query string: decimal digits only, then checked as a number.
 * `0x10`, `1e3`, ` 5`, `5.0` or `+5` are refused rather than read as numbers, as `z.coerce` would.
 * (In JSON bodies an integer is a JSON number: `z.number().int()`, never a string.)
 */
export function integerText<T extends z.ZodNumber>(number: T) {
  return z
    .string()
    .regex(/^\d{1,15}$/, "validation.integer")
    .transform(Number)
    .pipe(number);
}
