"use client";

import type { RightsTree } from "@portal/domain/companies/rights-tree";
import { useTranslations } from "next-intl";
import { rightColumns, rightGroups, type UserPermissions } from "@/lib/company-users/rights-grid";
import { useApiErrorMessage } from "../auth/use-api-error";
import { Panel } from "../ui/panel";
import { ErrorState, LoadingState } from "../ui/states";
import { InvitationsPanel } from "./invitations-panel";
import { InviteForm } from "./invite-form";
import { ApiCallError, type Capacity, useCapacities, usePermissions, useRightsTree } from "./manage-users-queries";
import { MembersPanel } from "./members-panel";
import { RightsGrid } from "./rights-grid";

type ManageUsersViewProps = {
  currentCustomerId: number;
  initialPermissions?: UserPermissions;
  initialTree?: RightsTree;
  initialCapacities?: Capacity[];
};

/** The administrator's page: members and their access, the rights grid, pending invitations, a new invitation. */
export function ManageUsersView({ currentCustomerId, initialPermissions, initialTree, initialCapacities }: ManageUsersViewProps) {
  const t = useTranslations("manageUsers");
  const apiError = useApiErrorMessage();
  const permissions = usePermissions(initialPermissions);
  const tree = useRightsTree(initialTree);
  // Only names the roles: the page works without them.
  const capacities = useCapacities(initialCapacities);

  if (permissions.isPending || tree.isPending) {
    return (
      <Panel>
        <LoadingState label={t("loading")} lines={6} />
      </Panel>
    );
  }

  if (permissions.isError || tree.isError) {
    const error = permissions.error ?? tree.error;
    return (
      <ErrorState
        title={t("loadError")}
        description={apiError(error instanceof ApiCallError ? error.code : "server.error")}
        retrying={permissions.isFetching || tree.isFetching}
        onRetry={() => {
          if (permissions.isError) void permissions.refetch();
          if (tree.isError) void tree.refetch();
        }}
      />
    );
  }

  const groups = rightGroups(tree.data);
  const columns = rightColumns(tree.data);
  const { members, invitations } = permissions.data;

  return (
    <>
      <MembersPanel members={members} capacities={capacities.data} currentCustomerId={currentCustomerId} />
      <RightsGrid members={members} groups={groups} columns={columns} />
      <InvitationsPanel invitations={invitations} columns={columns} capacities={capacities.data} />
      <InviteForm groups={groups} capacities={capacities} />
    </>
  );
}
