import { z } from "zod";
import { newPasswordSchema, PASSWORD_MAX_LENGTH } from "../accounts/password-policy";
import { emailSchema, genderSchema, phoneSchema, rightSchema, rights } from "../accounts/schemas";
import { localeSchema } from "../i18n/locale-schema";
import { normalizeRights } from "./rights-tree";

/** How long an invitation link works. */
export const INVITATION_TTL_SECONDS = 7 * 24 * 3600;

/** Tokens are 32 random bytes in base64url; anything else cannot be one. */
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32,128}$/, "invitation.token_malformed");

export const invitationRequestSchema = z.strictObject({
  email: emailSchema,
  capacityCode: z.string().trim().min(1).max(40).optional(),
  rights: z
    .array(rightSchema)
    .max(rights.length * 2)
    .transform(normalizeRights),
  /** Language of the invitation e-mail. */
  localeCode: localeSchema,
});
export type InvitationRequest = z.output<typeof invitationRequestSchema>;

export const invitationPreviewSchema = z.object({
  companyName: z.string(),
  email: z.string(),
  /** Whether the invited address already has an account: the page then asks only for its password. */
  accountExists: z.boolean(),
});

const personNameSchema = z.string().trim().min(1).max(60);

/** Accepting with an account that already exists: its password proves who accepts. */
export const acceptWithAccountSchema = z.strictObject({ password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });

/** Accepting without an account: the personal step of registration; the e-mail is the invited one. */
export const acceptWithNewAccountSchema = z.strictObject({
  gender: genderSchema,
  firstname: personNameSchema,
  lastname: personNameSchema,
  password: newPasswordSchema,
  phone: z
    .union([phoneSchema, z.literal("")])
    .optional()
    .transform((value) => value || null),
  acceptTerms: z.literal(true, "terms.required"),
  acceptDataProtection: z.literal(true, "data_protection.required"),
  localeCode: localeSchema,
  newsletter: z.boolean().optional(),
});

export const invitationAcceptanceSchema = z.union([acceptWithAccountSchema, acceptWithNewAccountSchema]);
export type InvitationAcceptance = z.output<typeof invitationAcceptanceSchema>;
export type NewAccountAcceptance = z.output<typeof acceptWithNewAccountSchema>;

export function isNewAccountAcceptance(value: InvitationAcceptance): value is NewAccountAcceptance {
  return "firstname" in value;
}

export const acceptedInvitationSchema = z.object({ customerId: z.number().int(), companyId: z.number().int() });

export type InvitationStatus = "pending" | "accepted" | "revoked" | "expired";

/** Where an invitation stands at `now`; a used or revoked one stays so even after its expiry. */
export function invitationStatus(
  invitation: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date },
  now: Date,
): InvitationStatus {
  if (invitation.acceptedAt) return "accepted";
  if (invitation.revokedAt) return "revoked";
  if (invitation.expiresAt <= now) return "expired";
  return "pending";
}

/** The error code answered for an invitation that can no longer be used. */
export const invitationRefusals = {
  accepted: "invitation.used",
  revoked: "invitation.revoked",
  expired: "invitation.expired",
} as const satisfies Record<Exclude<InvitationStatus, "pending">, string>;
