import { type ContactSubject, contactSubjectSchema, subjectCodeSchema } from "@portal/domain/contact/schemas";
import { isLocale, type Locale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { z } from "zod";
import { ContactForm } from "@/components/contact/contact-form";
import { ContactProviders } from "@/components/contact/contact-providers";
import { PageHeader } from "@/components/ui/page-header";
import { ErrorState } from "@/components/ui/states";
import { apiFetch } from "@/lib/api/server";
import { getSession } from "@/lib/api/session";
import { initialContactValues } from "@/lib/contact/prefill";
import { getSiteConfiguration } from "@/lib/content/site-configuration";
import styles from "./contact-page.module.css";

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The country a visitor most likely writes from, before they choose theirs. */
const defaultCountry: Record<Locale, string> = { fr: "FR", en: "GB", de: "DE", nl: "NL" };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "contact" });
  return { title: t("title"), description: t("intro") };
}

export default async function ContactPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const asked = (await searchParams).subject;
  const [t, session, subjects, site] = await Promise.all([
    getTranslations("contact"),
    getSession(),
    apiFetch("/api/v2/shop/contact-form-subjects", { schema: z.array(contactSubjectSchema) }),
    getSiteConfiguration(locale),
  ]);
  const customer = session.status === "visitor" ? null : session.customer;

  return (
    <div className={`container ${styles.page}`}>
      <PageHeader title={t("title")} description={t("intro")} />
      {subjects.ok ? (
        <ContactProviders>
          <ContactForm
            subjects={subjects.data}
            initialValues={initialContactValues(preselected(subjects.data, asked), customer, defaultCountry[locale])}
            storeLocatorUrl={site?.storeLocatorUrl || null}
          />
        </ContactProviders>
      ) : (
        <ErrorState title={t("unavailable.title")} description={t("unavailable.text")} />
      )}
    </div>
  );
}

/** The subject named in the address (`?subject=machine-not-recognised`), if it is one of the list. */
function preselected(subjects: ContactSubject[], asked: string | string[] | undefined): string | null {
  const parsed = subjectCodeSchema.safeParse(asked);
  if (!parsed.success) return null;
  return subjects.some((subject) => subject.code === parsed.data) ? parsed.data : null;
}
