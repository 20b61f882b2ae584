import type { Right } from "@portal/domain/accounts/schemas";
import type { CompanyMember, PermissionChange, userPermissionsSchema } from "@portal/domain/companies/members";
import { normalizeRights, type RightsTree } from "@portal/domain/companies/rights-tree";
import type { z } from "zod";

export type UserPermissions = z.infer<typeof userPermissionsSchema>;

/** What the members list says of an access; an unconfirmed address matters most, since it blocks login anyway. */
export type MemberStatus = "active" | "disabled" | "unverified";

export function memberStatus(member: Pick<CompanyMember, "enabled" | "emailVerified">): MemberStatus {
  if (!member.emailVerified) return "unverified";
  return member.enabled ? "active" : "disabled";
}

export function memberName(member: Pick<CompanyMember, "firstname" | "lastname" | "email">): string {
  return `${member.firstname} ${member.lastname}`.trim() || member.email;
}

/** One column of the grid: a right with its label and the group it sits under. */
export type RightColumn = { right: Right; label: string; group: string };
export type RightGroup = { code: string; label: string; rights: RightColumn[] };

/** The groups of the tree with their columns, skipping a group the tree sends empty. */
export function rightGroups(tree: RightsTree): RightGroup[] {
  return tree
    .filter((group) => group.children.length > 0)
    .map((group) => ({
      code: group.code,
      label: group.label,
      rights: group.children.map((child) => ({ right: child.resourceName, label: child.label, group: group.code })),
    }));
}

export function rightColumns(tree: RightsTree): RightColumn[] {
  return rightGroups(tree).flatMap((group) => group.rights);
}

export type GridCell = { right: Right; label: string; checked: boolean; editable: boolean };
export type GridRow = { customerId: number; name: string; email: string; isAdmin: boolean; status: MemberStatus; cells: GridCell[] };

/** A row per member, a cell per right: administrators hold every right by their role, so theirs are ticked and fixed. */
export function gridRows(members: readonly CompanyMember[], columns: readonly RightColumn[]): GridRow[] {
  return members.map((member) => ({
    customerId: member.customerId,
    name: memberName(member),
    email: member.email,
    isAdmin: member.isAdmin,
    status: memberStatus(member),
    cells: columns.map((column) => ({
      right: column.right,
      label: column.label,
      checked: member.isAdmin || member.rights.includes(column.right),
      editable: !member.isAdmin,
    })),
  }));
}

/** The labels of `list` in the grid's order; a right the tree does not know keeps its code. */
export function rightLabels(list: readonly Right[], columns: readonly RightColumn[]): string[] {
  return normalizeRights(list).map((right) => columns.find((column) => column.right === right)?.label ?? right);
}

/** The permissions with one right of one member granted or revoked, as the grid shows it before the API answers. */
export function withRightChange(data: UserPermissions, change: PermissionChange): UserPermissions {
  const member = data.members.find((candidate) => candidate.customerId === change.group);
  if (!member || member.rights.includes(change.resourceName) === change.authorized) return data;
  const rights = change.authorized
    ? normalizeRights([...member.rights, change.resourceName])
    : member.rights.filter((right) => right !== change.resourceName);
  return { ...data, members: data.members.map((candidate) => (candidate === member ? { ...member, rights } : candidate)) };
}

/** The change that undoes `change`: a refused grant is revoked again, a refused revocation granted again. */
export function reversedChange(change: PermissionChange): PermissionChange {
  return { ...change, authorized: !change.authorized };
}

/** The permissions with a member replaced by the API's answer about them. */
export function withMember(data: UserPermissions, member: CompanyMember): UserPermissions {
  return {
    ...data,
    members: data.members.map((candidate) => (candidate.customerId === member.customerId ? member : candidate)),
  };
}

export function withoutInvitation(data: UserPermissions, invitationId: number): UserPermissions {
  return { ...data, invitations: data.invitations.filter((invitation) => invitation.id !== invitationId) };
}

/** The rights pre-ticked on a new invitation: enough to order and ask for quotes, nothing that shows others' work. */
export const defaultInvitationRights: readonly Right[] = ["order.place", "quote.request"];

/** A capacity's name in the page's language; an unknown code is shown as is. */
export function capacityName(code: string | null, capacities: readonly { code: string; name: string }[] | undefined): string | null {
  if (!code) return null;
  return capacities?.find((capacity) => capacity.code === code)?.name ?? code;
}
