import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AddCompanyForm } from "@/components/company/add-company-form";
import { pathFor } from "@/i18n/paths";
import { loginPath } from "@/i18n/route-access";
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
  const t = await getTranslations("addCompany");
  return (
    <>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t("title")}</h1>
      </div>
      <section className={styles.panel} aria-labelledby="add-company-intro">
        <div className={styles.panelHeader}>
          <h2 id="add-company-intro" className={styles.panelTitle}>
            {t("subtitle")}
          </h2>
          <p className={styles.panelText}>{t("intro")}</p>
        </div>
        <AddCompanyForm />
      </section>
    </>
  );
}
