import { z } from "zod";
import { emailSchema, rightSchema } from "../accounts/schemas";
import { localeSchema } from "../i18n/locale-schema";

/** A member of the active company, as its administrator manages them. */
export const companyMemberSchema = z.object({
  customerId: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  capacity: z.string().nullable(),
  isAdmin: z.boolean(),
  enabled: z.boolean(),
  emailVerified: z.boolean(),
  /** Rights granted to the member; an administrator holds every right whatever this says. */
  rights: z.array(rightSchema),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

export const pendingInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  capacity: z.string().nullable(),
  rights: z.array(rightSchema),
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

export const userPermissionsSchema = z.object({
  members: z.array(companyMemberSchema),
  invitations: z.array(pendingInvitationSchema),
});

/** Grant or revoke one right of one member (spec: a group's authorization for a resource). */
export const permissionChangeSchema = z.strictObject({
  resourceName: rightSchema,
  /** The member's customer id. */
  group: z.number().int().positive(),
  authorized: z.boolean(),
});
export type PermissionChange = z.infer<typeof permissionChangeSchema>;

export const memberStateChangeSchema = z.strictObject({
  customerEmail: emailSchema,
  enabled: z.boolean(),
  /**
   * The administrator's interface language, sent by the spec's client; the member's e-mail follows
   * the member's own language.
   */
  localeCode: localeSchema.optional(),
});
export type MemberStateChange = z.infer<typeof memberStateChangeSchema>;

export type MemberStateRefusal = "members.cannot_disable_self" | "members.last_admin" | "members.admin_rights_fixed";

/**
 * Whether an administrator may enable or disable a member. A company must keep one enabled
 * administrator (nobody else could manage it), and an administrator does not lock themselves out.
 */
export function memberStateRefusal(input: {
  actorCustomerId: number;
  target: { customerId: number; isAdmin: boolean; enabled: boolean };
  enable: boolean;
  /** Customer ids of the company's enabled administrators. */
  enabledAdminIds: readonly number[];
}): MemberStateRefusal | null {
  const { target, enable } = input;
  if (enable || !target.enabled) return null;
  const otherEnabledAdmins = input.enabledAdminIds.filter((id) => id !== target.customerId);
  if (target.isAdmin && otherEnabledAdmins.length === 0) return "members.last_admin";
  if (target.customerId === input.actorCustomerId) return "members.cannot_disable_self";
  return null;
}

/** Administrators hold every right by their role: their grid row is not editable. */
export function rightsChangeRefusal(target: { isAdmin: boolean }): MemberStateRefusal | null {
  return target.isAdmin ? "members.admin_rights_fixed" : null;
}

/** Administrators first, then by last and first name, then e-mail: a stable order for the grid. */
export function compareMembers(
  a: Pick<CompanyMember, "isAdmin" | "lastname" | "firstname" | "email">,
  b: Pick<CompanyMember, "isAdmin" | "lastname" | "firstname" | "email">,
): number {
  if (a.isAdmin !== b.isAdmin) return a.isAdmin ? -1 : 1;
  return (
    a.lastname.localeCompare(b.lastname, "fr", { sensitivity: "base" }) ||
    a.firstname.localeCompare(b.firstname, "fr", { sensitivity: "base" }) ||
    a.email.localeCompare(b.email)
  );
}
