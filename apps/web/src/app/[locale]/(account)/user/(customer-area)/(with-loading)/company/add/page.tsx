import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AccountNotice } from "@/components/account/account-notice";
import { AddCompanyForm } from "@/components/company/add-company-form";
import { pathFor } from "@/i18n/paths";
import { loginPath } from "@/i18n/route-access";
import { isIndividualAccount } from "@/lib/api/active-company";
import { getSession } from "@/lib/api/session";
import styles from "../../account/account-page.module.css";

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "addCompany" });
  return { title: t("title"), robots: { index: false } };
}

export default async function AddCompanyPage({ params }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const session = await getSession();
  if (session.status !== "customer") {
    redirect(`${loginPath(locale)}?returnTo=${encodeURIComponent(pathFor("/user/company/add", locale))}`);
  }
  const [t, individual] = await Promise.all([getTranslations("addCompany"), isIndividualAccount()]);
  return (
    <>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t("title")}</h1>
      </div>
      {individual ? (
        <AccountNotice id="add-company-individual" title={t("individual.title")} text={t("individual.text")} back={t("individual.back")} />
      ) : (
        <AddCompanyPanel title={t("subtitle")} intro={t("intro")} />
      )}
    </>
  );
}

function AddCompanyPanel({ title, intro }: { title: string; intro: string }) {
  return (
    <section className={styles.panel} aria-labelledby="add-company-intro">
      <div className={styles.panelHeader}>
        <h2 id="add-company-intro" className={styles.panelTitle}>
          {title}
        </h2>
        <p className={styles.panelText}>{intro}</p>
      </div>
      <AddCompanyForm />
    </section>
  );
}
