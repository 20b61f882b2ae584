import type { FastifySchemaCompiler } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";

type ZodLike = { _zod: { def: Record<string, unknown> & { type: string; coerce?: boolean; getter?: () => unknown } } };

const isSchema = (value: unknown): value is ZodLike => typeof value === "object" && value !== null && "_zod" in value;

/**
 * The places where a request schema coerces a value (`z.coerce.*`): a string "5", `true`, `[5]` or
 * "0x10" would pass for a number there. Answers their paths.
 */
export function coercedPaths(schema: unknown, path = "", seen = new Set<unknown>()): string[] {
  if (!isSchema(schema) || seen.has(schema)) return [];
  seen.add(schema);
  const { def } = schema._zod;
  const found = def.coerce ? [path || "(root)"] : [];
  const visit = (value: unknown, at: string) => found.push(...coercedPaths(value, at, seen));
  if (def.type === "lazy" && def.getter) visit(def.getter(), path);
  for (const [key, value] of Object.entries(def)) {
    if (isSchema(value)) visit(value, path);
    else if (Array.isArray(value)) for (const item of value) visit(item, path);
    else if (key === "shape" && typeof value === "object" && value !== null) {
      for (const [field, fieldSchema] of Object.entries(value)) visit(fieldSchema, path ? `${path}.${field}` : field);
    }
  }
  return found;
}

/**
 * The zod validator of every route, refusing at start-up a route whose request schema coerces:
 * a JSON body takes JSON types as they are, and integers in paths and query strings are read with
 * `integerText` (digits only). So no route can ever take "5", `true` or "0x10" for a quantity.
 */
export const strictValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const coerced = coercedPaths(route.schema);
  if (coerced.length > 0) {
    throw new Error(`${route.method} ${route.url}: the ${route.httpPart} schema coerces ${coerced.join(", ")}`);
  }
  return validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
};
