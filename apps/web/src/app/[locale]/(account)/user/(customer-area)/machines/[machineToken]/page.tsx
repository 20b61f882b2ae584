import { activitySchema } from "@portal/domain/accounts/schemas";
import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import NextLink from "next/link";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { z } from "zod";
import { ProductCard } from "@/components/catalog/product-card";
import { DocumentList } from "@/components/catalog/product-details";
import { MachineClaims } from "@/components/machines/machine-claims";
import { MachineIdentity } from "@/components/machines/machine-identity";
import styles from "@/components/machines/machines.module.css";
import { buttonClass } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import { ErrorState } from "@/components/ui/states";
import { pathFor } from "@/i18n/paths";
import { loginPath } from "@/i18n/route-access";
import { apiFetch } from "@/lib/api/server";
import { getSession } from "@/lib/api/session";
import { getMachine, listMachineClaims } from "@/lib/machines/server";
import { partsHref } from "@/lib/parts/view";

type PageProps = { params: Promise<{ locale: string; machineToken: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "machines.list" });
  return { title: t("title"), robots: { index: false } };
}

const activityListSchema = z.array(activitySchema);

/** Spec section 2: a registered machine, its end customer, and what the catalogue offers for it. */
export default async function MachinePage({ params }: PageProps) {
  const { locale, machineToken } = await params;
  // Registration tokens are 24 URL-safe characters: anything else is no machine (nor a word of the path).
  if (!isLocale(locale) || !/^[A-Za-z0-9_-]{24}$/.test(machineToken)) notFound();
  setRequestLocale(locale);
  const path = pathFor("/user/machines/[machineToken]", locale, { machineToken });
  const session = await getSession();
  if (session.status !== "customer") redirect(`${loginPath(locale)}?returnTo=${encodeURIComponent(path)}`);
  const listPath = pathFor("/user/machines", locale);
  const [t, result] = await Promise.all([getTranslations("machines.detail"), getMachine(machineToken, locale)]);
  const back = <NextLink href={listPath}>{t("back")}</NextLink>;

  if (!result.ok) {
    // Another company's machine, or no machine at all: the site's 404 page, as for any unknown address.
    if (result.status === 404 || result.status === 400) notFound();
    return (
      <>
        <PageHeader title={t("error.title")} breadcrumb={back} />
        <Panel>
          <ErrorState title={t("error.title")} description={t("error.text")} />
        </Panel>
      </>
    );
  }

  const machine = result.data;
  const claimHref = `${pathFor("/user/machines/warranty", locale)}?${new URLSearchParams({ machine: machine.token })}`;
  const [claims, activities] = await Promise.all([
    listMachineClaims(machine.serialNumber, locale),
    machine.activity ? apiFetch("/api/v2/shop/activities", { schema: activityListSchema, locale }) : null,
  ]);
  const activityName = activities?.ok ? (activities.data.find((entry) => entry.code === machine.activity)?.name ?? null) : null;

  return (
    <>
      <PageHeader
        title={`${machine.brand} ${machine.model}`}
        description={t("serial", { serialNumber: machine.serialNumber })}
        breadcrumb={back}
        actions={
          <>
            {machine.product ? (
              <NextLink
                href={partsHref(pathFor("/partsmart", locale), { model: machine.product.code })}
                className={buttonClass({ variant: "secondary" })}
              >
                {t("explodedViews")}
              </NextLink>
            ) : null}
            <NextLink href={claimHref} className={buttonClass({ variant: "brand" })}>
              {t("fileClaim")}
            </NextLink>
          </>
        }
      />
      <div className={styles.layout}>
        <MachineIdentity machine={machine} locale={locale} activityName={activityName} />
        <Panel title={t("kit.title")} description={machine.maintenanceKits.length > 0 ? t("kit.intro") : undefined}>
          {machine.maintenanceKits.length > 0 ? (
            <ul className={styles.cards}>
              {machine.maintenanceKits.map((card) => (
                <li key={card.code}>
                  <ProductCard card={card} locale={locale} headingLevel={3} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.note}>{t("kit.empty")}</p>
          )}
        </Panel>
        <Panel title={t("parts.title")} description={machine.spareParts.length > 0 ? t("parts.intro") : undefined}>
          {machine.spareParts.length > 0 ? (
            <ul className={styles.cards}>
              {machine.spareParts.map((card) => (
                <li key={card.code}>
                  <ProductCard card={card} locale={locale} headingLevel={3} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.note}>{t("parts.empty")}</p>
          )}
        </Panel>
        <Panel
          title={t("documents.title")}
          actions={
            machine.product ? (
              <NextLink
                href={`${pathFor("/user/documentation/technical-documents", locale)}?${new URLSearchParams({ product: machine.product.code })}`}
                className={buttonClass({ variant: "secondary", size: "small" })}
              >
                {t("documents.library")}
              </NextLink>
            ) : undefined
          }
        >
          {machine.documents.length > 0 ? (
            <DocumentList documents={machine.documents} locale={locale} />
          ) : (
            <p className={styles.note}>{t("documents.empty")}</p>
          )}
        </Panel>
        <MachineClaims claims={claims} locale={locale} claimHref={claimHref} />
      </div>
    </>
  );
}
