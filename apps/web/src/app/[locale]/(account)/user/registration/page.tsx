import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LogoutButton } from "@/components/auth/logout-button";
import { UserIcon } from "@/components/icons/icons";
import { AccountProviders } from "@/components/providers/account-providers";
import { RegistrationWizard } from "@/components/registration/registration-wizard";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { getSession } from "@/lib/api/session";
import styles from "./registration-page.module.css";

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "registration" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function RegistrationPage({ params }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [session, t] = await Promise.all([getSession(), getTranslations("registration")]);
  const customer = session.status === "visitor" ? null : session.customer;

  return (
    <AccountProviders>
      <div className={styles.page}>
        <section className={`container ${styles.card}`} aria-labelledby="registration-title">
          <header className={styles.header}>
            <span className={styles.badge} aria-hidden="true">
              <UserIcon size={26} />
            </span>
            <div className={styles.heading}>
              <h1 id="registration-title" className={styles.title}>
                {customer ? t("already.title") : t("title")}
              </h1>
              {customer ? null : <p className={styles.intro}>{t("intro")}</p>}
            </div>
            {customer ? null : (
              <p className={styles.haveAccount}>
                {t("haveAccount")}{" "}
                <Link href="/user/login" className={styles.loginLink}>
                  {t("logIn")}
                </Link>
              </p>
            )}
          </header>
          {customer ? (
            <>
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
          ) : (
            <RegistrationWizard />
          )}
        </section>
      </div>
    </AccountProviders>
  );
}
