import { z } from "zod";
import { integerText } from "../validation/integers";

/**
 * What the manufacturer's systems (its ERP) may do through the admin API, one scope per area they
 * feed: off-web orders with their payment and shipping states, invoices and credit notes, machines sold.
 */
export const integrationScopes = ["orders", "invoices", "machines"] as const;
export type IntegrationScope = (typeof integrationScopes)[number];

export const apiKeyLimits = { nameLength: 80 } as const;

/** POST api-keys: a key is created for one system, with the scopes it needs. */
export const createApiKeySchema = z.strictObject({
  name: z.string().trim().min(1).max(apiKeyLimits.nameLength),
  scopes: z.array(z.enum(integrationScopes)).min(1).max(integrationScopes.length),
});
export type CreateApiKey = z.infer<typeof createApiKeySchema>;

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters of the key, to recognise it; the key itself is shown once, when created. */
  prefix: z.string(),
  scopes: z.array(z.enum(integrationScopes)),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to a creation: the only time the whole key is told. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });

export const apiKeyIdParamsSchema = z.strictObject({ id: integerText(z.number().int().positive().max(2_147_483_647)) });
