"use client";

import { capacitySchema } from "@portal/domain/accounts/schemas";
import { companyMemberSchema, type PermissionChange, userPermissionsSchema } from "@portal/domain/companies/members";
import { type RightsTree, rightsTreeSchema } from "@portal/domain/companies/rights-tree";
import type { ErrorCode } from "@portal/domain/errors/codes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { z } from "zod";
import { apiRequest } from "@/lib/api/client";
import { reversedChange, type UserPermissions, withMember, withoutInvitation, withRightChange } from "@/lib/company-users/rights-grid";

/** A failed call, carrying the API's code for the message. */
export class ApiCallError extends Error {
  constructor(readonly code: ErrorCode) {
    super(code);
  }
}

/** Members and pending invitations of the active company; every change below updates it in place. */
export const permissionsQueryKey = ["company-users", "permissions"] as const;

export function usePermissions(initialData?: UserPermissions) {
  return useQuery({
    queryKey: permissionsQueryKey,
    queryFn: async () => {
      const result = await apiRequest("/api/v2/shop/security/user-permissions", { schema: userPermissionsSchema });
      if (!result.ok) throw new ApiCallError(result.code);
      return result.data;
    },
    initialData,
  });
}

/** The rights and their labels, in the page's language. */
export function useRightsTree(initialData?: RightsTree) {
  const locale = useLocale();
  return useQuery({
    queryKey: ["company-users", "resource-tree", locale],
    queryFn: async () => {
      const result = await apiRequest("/api/v2/shop/security/resource-tree", { schema: rightsTreeSchema });
      if (!result.ok) throw new ApiCallError(result.code);
      return result.data;
    },
    initialData,
    // The labels change with a deployment, not during a visit.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

const capacityListSchema = z.array(capacitySchema);

export type Capacity = z.infer<typeof capacitySchema>;

/** The roles a member can hold, named in the page's language. */
export function useCapacities(initialData?: Capacity[]) {
  const locale = useLocale();
  return useQuery({
    queryKey: ["customer-capacities", locale],
    queryFn: async () => {
      const result = await apiRequest("/api/v2/shop/customer-capacities", { schema: capacityListSchema });
      if (!result.ok) throw new ApiCallError(result.code);
      return result.data;
    },
    initialData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Grants or revokes a right. The grid shows the change at once; a refusal puts the box back.
 * Changes run one after the other, so two quick clicks on one box reach the API in order.
 */
export function useRightChange({
  onSaved,
  onFailure,
}: {
  onSaved: (change: PermissionChange) => void;
  onFailure: (change: PermissionChange, code: ErrorCode) => void;
}) {
  const queryClient = useQueryClient();
  const update = (change: PermissionChange) =>
    queryClient.setQueryData<UserPermissions>(permissionsQueryKey, (data) => (data ? withRightChange(data, change) : data));
  return useMutation({
    scope: { id: "company-users-rights" },
    mutationFn: async (change: PermissionChange) => {
      const result = await apiRequest("/api/v2/shop/security/user-permissions", {
        method: "POST",
        body: change,
        schema: companyMemberSchema,
      });
      if (!result.ok) throw new ApiCallError(result.code);
      return result.data;
    },
    onMutate: async (change) => {
      // A list arriving now would hide the change until it is saved.
      await queryClient.cancelQueries({ queryKey: permissionsQueryKey });
      update(change);
    },
    onSuccess: (_, change) => onSaved(change),
    onError: (error, change) => {
      update(reversedChange(change));
      const code = error instanceof ApiCallError ? error.code : "server.error";
      // The member left the company meanwhile: the list is out of date.
      if (code === "members.not_found") void queryClient.invalidateQueries({ queryKey: permissionsQueryKey });
      onFailure(change, code);
    },
  });
}

export type MemberStateChange = { customerEmail: string; enabled: boolean };

/** Activates or deactivates a member; the list takes the API's answer about them. */
export function useMemberState() {
  const queryClient = useQueryClient();
  const locale = useLocale();
  return useMutation({
    mutationFn: async (change: MemberStateChange) => {
      const result = await apiRequest("/api/v2/shop/customer-companies/update-state", {
        method: "POST",
        body: { ...change, localeCode: locale },
        schema: companyMemberSchema,
      });
      if (!result.ok) throw new ApiCallError(result.code);
      return result.data;
    },
    onSuccess: (member) => {
      queryClient.setQueryData<UserPermissions>(permissionsQueryKey, (data) => (data ? withMember(data, member) : data));
    },
    onError: (error) => {
      if (error instanceof ApiCallError && error.code === "members.not_found") {
        void queryClient.invalidateQueries({ queryKey: permissionsQueryKey });
      }
    },
  });
}

/** Withdraws a pending invitation; one already gone is dropped from the list too. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  const drop = (id: number) =>
    queryClient.setQueryData<UserPermissions>(permissionsQueryKey, (data) => (data ? withoutInvitation(data, id) : data));
  return useMutation({
    mutationFn: async (id: number) => {
      const result = await apiRequest(`/api/v2/shop/invitations/${id}`, { method: "DELETE" });
      if (!result.ok) throw new ApiCallError(result.code);
    },
    onSuccess: (_, id) => drop(id),
    onError: (error, id) => {
      if (error instanceof ApiCallError && error.code === "invitation.not_found") {
        drop(id);
        void queryClient.invalidateQueries({ queryKey: permissionsQueryKey });
      }
    },
  });
}
