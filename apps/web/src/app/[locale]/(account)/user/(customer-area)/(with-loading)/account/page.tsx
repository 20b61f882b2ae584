import type { Customer } from "@portal/domain/accounts/schemas";
import { salesRepresentativeSchema } from "@portal/domain/companies/sales-representatives";
import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AccountInfoForm } from "@/components/account/account-info-form";
import { CompanyCard } from "@/components/account/company-card";
import { PasswordForm } from "@/components/account/password-form";
import { LogoutButton } from "@/components/auth/logout-button";
import { pathFor } from "@/i18n/paths";
import { loginPath } from "@/i18n/route-access";
import { isIndividualAccount } from "@/lib/api/active-company";
import { apiFetch } from "@/lib/api/server";
import { getSession } from "@/lib/api/session";
import styles from "./account-page.module.css";

type PageProps = { params: Promise<{ locale: string }> };

/** The sales representative of the department the company is delivered in (spec: commercial-by-department). */
async function representativeOf(company: Customer["company"]) {
  const { zipCode, country } = company?.shippingAddress ?? {};
  if (!zipCode || !country || zipCode.length < 2) return null;
  const key = `${country}-${zipCode.slice(0, 2)}`;
  const result = await apiFetch(`/api/v2/shop/commercial-by-department/${encodeURIComponent(key)}`, {
    schema: salesRepresentativeSchema,
  });
  // No representative covers every department: the card then simply shows none.
  return result.ok ? result.data : null;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "account" });
  return { title: t("title"), robots: { index: false } };
}

export default async function AccountPage({ params }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const session = await getSession();
  if (session.status !== "customer") {
    redirect(`${loginPath(locale)}?returnTo=${encodeURIComponent(pathFor("/user/account", locale))}`);
  }
  const { customer } = session;
  const [t, representative, individual] = await Promise.all([
    getTranslations("account"),
    representativeOf(customer.company),
    isIndividualAccount(),
  ]);

  return (
    <>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t("title")}</h1>
        <LogoutButton variant="ghost" size="small" />
      </div>
      {customer.company ? (
        <CompanyCard company={customer.company} isAdmin={customer.isAdmin} individual={individual} representative={representative} />
      ) : null}
      <section className={styles.panel} aria-labelledby="account-info-title">
        <div className={styles.panelHeader}>
          <h2 id="account-info-title" className={styles.panelTitle}>
            {t("info.title")}
          </h2>
          <p className={styles.panelText}>{t("info.intro")}</p>
        </div>
        <AccountInfoForm customer={customer} />
      </section>
      <section className={styles.panel} aria-labelledby="account-password-title">
        <div className={styles.panelHeader}>
          <h2 id="account-password-title" className={styles.panelTitle}>
            {t("password.title")}
          </h2>
          <p className={styles.panelText}>{t("password.intro")}</p>
        </div>
        <PasswordForm customerId={customer.id} />
      </section>
    </>
  );
}
