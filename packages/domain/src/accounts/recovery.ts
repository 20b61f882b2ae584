import { z } from "zod";
import { localeSchema } from "../i18n/locale-schema";
import { newPasswordSchema } from "./password-policy";
import { emailTokenSchema } from "./registration";
import { emailSchema } from "./schemas";

/** Forgotten password: the e-mail of the account, and the language of the link's e-mail. */
export const passwordResetRequestSchema = z.strictObject({ email: emailSchema, localeCode: localeSchema.optional() });
export type PasswordResetRequest = z.output<typeof passwordResetRequestSchema>;

/**
 * The answer to a reset or verification request: the same whether or not an account exists, so
 * it tells nobody which addresses have one.
 */
export const emailRequestAcceptedSchema = z.object({ email: z.string() });

export const resetTokenParamsSchema = z.strictObject({ resetToken: emailTokenSchema });

export const passwordResetSchema = z
  .strictObject({
    newPassword: newPasswordSchema,
    confirmation: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmation, {
    path: ["confirmation"],
    message: "password.confirmation_mismatch",
  });
export type PasswordReset = z.output<typeof passwordResetSchema>;
