import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CompanyChoice } from "@/components/auth/company-choice";
import { LoginForm } from "@/components/auth/login-form";
import { LogoutButton } from "@/components/auth/logout-button";
import { CheckIcon, UserIcon } from "@/components/icons/icons";
import { AccountProviders } from "@/components/providers/account-providers";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { PlainImage } from "@/components/ui/plain-image";
import { Link } from "@/i18n/navigation";
import { getSession } from "@/lib/api/session";
import { sanitizeReturnTo } from "@/lib/auth/return-to";
import { getSiteConfiguration } from "@/lib/content/site-configuration";
import styles from "./login-page.module.css";

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "login" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function LoginPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const query = await searchParams;
  const returnTo = sanitizeReturnTo(first(query.returnTo));
  const switching = first(query.step) === "company";

  const [session, site, t] = await Promise.all([getSession(), getSiteConfiguration(locale), getTranslations("login")]);
  const customer = session.status === "visitor" ? null : session.customer;
  const showChoice = customer !== null && (session.status === "choosing-company" || switching);
  const benefits = [t("benefits.order"), t("benefits.follow"), t("benefits.warranty"), t("benefits.documents")];
  const background = site?.images.loginBackground ?? null;

  return (
    <AccountProviders>
      <div className={styles.page}>
        <div className={`container ${styles.grid}`}>
          <section className={styles.card} aria-labelledby="login-title">
            <span className={styles.badge} aria-hidden="true">
              <UserIcon size={26} />
            </span>
            {customer && !showChoice ? (
              <>
                <h1 id="login-title" className={styles.title}>
                  {t("already.title")}
                </h1>
                <Alert tone="info" live={false}>
                  {t("already.text", { name: `${customer.firstname} ${customer.lastname}` })}
                </Alert>
                <div className={styles.actions}>
                  <Link href="/user/account" className={buttonClass({ variant: "brand" })}>
                    {t("already.account")}
                  </Link>
                  <LogoutButton variant="secondary" />
                </div>
              </>
            ) : customer ? (
              <>
                <h1 id="login-title" className={styles.title}>
                  {switching && session.status === "customer" ? t("company.switchTitle") : t("company.pageTitle")}
                </h1>
                <CompanyChoice customerId={customer.id} initialCustomer={customer} returnTo={returnTo} />
              </>
            ) : (
              <>
                <h1 id="login-title" className={styles.title}>
                  {t("title")}
                </h1>
                <LoginForm returnTo={returnTo} />
              </>
            )}
          </section>

          <div className={styles.visual}>
            {background ? (
              <PlainImage
                src={background.url}
                alt=""
                width={background.width ?? 960}
                height={background.height ?? 720}
                className={styles.visualImage}
              />
            ) : null}
            <div className={styles.visualBody}>
              <p className={styles.visualTitle}>{t("benefits.title")}</p>
              <ul className={styles.benefits}>
                {benefits.map((benefit) => (
                  <li key={benefit}>
                    <CheckIcon size={18} />
                    {benefit}
                  </li>
                ))}
              </ul>
              {site ? (
                <p className={styles.help}>
                  {t("help")} <a href={`tel:${site.contact.phone.replace(/[^+\d]/g, "")}`}>{site.contact.phone}</a>
                </p>
              ) : null}
            </div>
          </div>
        </div>
      </div>
    </AccountProviders>
  );
}
