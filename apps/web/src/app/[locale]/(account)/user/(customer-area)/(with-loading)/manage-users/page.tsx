import { capacitySchema } from "@portal/domain/accounts/schemas";
import { userPermissionsSchema } from "@portal/domain/companies/members";
import { rightsTreeSchema } from "@portal/domain/companies/rights-tree";
import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { z } from "zod";
import { AccountNotice } from "@/components/account/account-notice";
import { ManageUsersView } from "@/components/manage-users/manage-users-view";
import { PageHeader } from "@/components/ui/page-header";
import { pathFor } from "@/i18n/paths";
import { loginPath } from "@/i18n/route-access";
import { isIndividualAccount } from "@/lib/api/active-company";
import { apiFetch } from "@/lib/api/server";
import { getSession } from "@/lib/api/session";

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "manageUsers" });
  return { title: t("title"), robots: { index: false } };
}

export default async function ManageUsersPage({ params }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const session = await getSession();
  if (session.status !== "customer") {
    redirect(`${loginPath(locale)}?returnTo=${encodeURIComponent(pathFor("/user/manage-users", locale))}`);
  }
  const { customer } = session;
  const [t, individual] = await Promise.all([getTranslations("manageUsers"), isIndividualAccount()]);

  if (individual || !customer.isAdmin) {
    return (
      <>
        <PageHeader title={t("title")} />
        <AccountNotice
          id="manage-users-restricted"
          title={individual ? t("individual.title") : t("restricted.title")}
          text={individual ? t("individual.text") : t("restricted.text", { company: customer.company?.corporateName ?? "" })}
          back={t("restricted.back")}
        />
      </>
    );
  }

  const [permissions, tree, capacities] = await Promise.all([
    apiFetch("/api/v2/shop/security/user-permissions", { schema: userPermissionsSchema, locale }),
    apiFetch("/api/v2/shop/security/resource-tree", { schema: rightsTreeSchema, locale }),
    apiFetch("/api/v2/shop/customer-capacities", { schema: z.array(capacitySchema), locale }),
  ]);

  return (
    <>
      <PageHeader title={t("title")} description={t("intro", { company: customer.company?.corporateName ?? "" })} />
      {/* Without a first answer the lists load in the browser, with their own error and retry. */}
      <ManageUsersView
        currentCustomerId={customer.id}
        initialPermissions={permissions.ok ? permissions.data : undefined}
        initialTree={tree.ok ? tree.data : undefined}
        initialCapacities={capacities.ok ? capacities.data : undefined}
      />
    </>
  );
}
