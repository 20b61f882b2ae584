import { isLocale } from "@portal/domain/i18n/locales";
import { isFinal } from "@portal/domain/warranty/status";
import type { Metadata } from "next";
import NextLink from "next/link";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Alert } from "@/components/ui/alert";
import { Facts } from "@/components/ui/facts";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import { ErrorState } from "@/components/ui/states";
import { WarrantyConversation } from "@/components/warranty/warranty-conversation";
import styles from "@/components/warranty/warranty-detail.module.css";
import { FileLink } from "@/components/warranty/warranty-files";
import { WarrantyParts } from "@/components/warranty/warranty-parts";
import { WarrantyStatus } from "@/components/warranty/warranty-status";
import { pathFor } from "@/i18n/paths";
import { loginPath } from "@/i18n/route-access";
import { getSession } from "@/lib/api/session";
import { formatDay } from "@/lib/quotes/view";
import { labourParts } from "@/lib/warranty/labels";
import { getWarranty } from "@/lib/warranty/server";

type PageProps = { params: Promise<{ locale: string; warrantyToken: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "warranty.detail" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function WarrantyPage({ params }: PageProps) {
  const { locale, warrantyToken } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const session = await getSession();
  if (session.status !== "customer") {
    const here = pathFor("/user/warranties/[warrantyToken]", locale, { warrantyToken });
    redirect(`${loginPath(locale)}?returnTo=${encodeURIComponent(here)}`);
  }
  const [t, statuses, result] = await Promise.all([
    getTranslations("warranty.detail"),
    getTranslations("warranty.status"),
    getWarranty(warrantyToken, locale),
  ]);
  const back = <NextLink href={pathFor("/user/warranties", locale)}>{t("back")}</NextLink>;
  if (!result.ok) {
    // Another company's claim, or none: not found, as the API says.
    if (result.status === 404 || result.status === 400) notFound();
    return (
      <>
        <PageHeader title={t("metaTitle")} breadcrumb={back} />
        <ErrorState title={t("loadFailed")} description={t("reload")} />
      </>
    );
  }
  const claim = result.data;
  const day = (value: string) => formatDay(value, locale);
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Paris" });
  const labour = labourParts(claim.labourUnits);
  const machineName = [claim.brand, claim.model].filter(Boolean).join(" ") || claim.productName || claim.variantCode || "—";

  return (
    <>
      <PageHeader
        title={t("title", { number: claim.number })}
        description={
          <span className={styles.headerStatus}>
            <WarrantyStatus status={claim.status} /> {t("filed", { date: day(claim.createdAt) })}
          </span>
        }
        breadcrumb={back}
      />
      <div className={styles.layout}>
        {claim.status === "request_more_information" ? (
          <Alert tone="warning" live={false} title={t("actions.moreInformation.title")}>
            <p>{t("actions.moreInformation.text")}</p>
          </Alert>
        ) : claim.status === "waiting_piece" && !claim.partsReceivedAt ? (
          <Alert tone="warning" live={false} title={t("actions.waitingPiece.title")}>
            <p>{t("actions.waitingPiece.text", { date: day(claim.partsDeadline) })}</p>
          </Alert>
        ) : null}
        {claim.status === "accepted" && claim.refundDocument ? (
          <Panel title={t("refund.title")} description={t("refund.text")}>
            <FileLink file={claim.refundDocument} />
          </Panel>
        ) : null}

        <div className={styles.columns}>
          <Panel title={t("machine.title")}>
            <Facts>
              <div>
                <dt>{t("machine.name")}</dt>
                <dd>{machineName}</dd>
              </div>
              <div>
                <dt>{t("machine.serialNumber")}</dt>
                <dd>{claim.serialNumber}</dd>
              </div>
              {claim.variantCode ? (
                <div>
                  <dt>{t("machine.variantCode")}</dt>
                  <dd>{claim.variantCode}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t("machine.mode")}</dt>
                <dd>{t(`machine.modes.${claim.mode}`)}</dd>
              </div>
              {claim.invoiceNumber ? (
                <div>
                  <dt>{t("machine.invoiceNumber")}</dt>
                  <dd>{claim.invoiceNumber}</dd>
                </div>
              ) : null}
              {claim.purchaseDate ? (
                <div>
                  <dt>{t("machine.purchaseDate")}</dt>
                  <dd>{day(claim.purchaseDate)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t("machine.commissioningDate")}</dt>
                <dd>{day(claim.commissioningDate)}</dd>
              </div>
              <div>
                <dt>{t("machine.hoursOfService")}</dt>
                <dd>{t("machine.hours", { hours: claim.hoursOfService })}</dd>
              </div>
            </Facts>
            {claim.machineToken ? (
              <p className={styles.description}>
                <NextLink href={pathFor("/user/machines/[machineToken]", locale, { machineToken: claim.machineToken })}>
                  {t("machine.registration")}
                </NextLink>
              </p>
            ) : null}
          </Panel>
          <Panel title={t("incident.title")}>
            <Facts>
              <div>
                <dt>{t("incident.type")}</dt>
                <dd>{claim.incident.label}</dd>
              </div>
              <div>
                <dt>{t("incident.date")}</dt>
                <dd>{day(claim.incidentDate)}</dd>
              </div>
              <div>
                <dt>{t("labour.title")}</dt>
                <dd>{t("labour.value", { hours: labour.hours, minutes: labour.minutes })}</dd>
              </div>
            </Facts>
            <p className={styles.description}>{claim.incidentDescription}</p>
          </Panel>
        </div>

        <Panel title={t("parts.title")} flush>
          <WarrantyParts parts={claim.parts} locale={locale} />
        </Panel>

        <div className={styles.columns}>
          <Panel title={t("documents.title")}>
            {claim.documents.length === 0 ? (
              <p className={styles.muted}>{t("documents.none")}</p>
            ) : (
              <ul className={styles.documents}>
                {claim.documents.map((document) => (
                  <li key={document.id}>
                    {document.file ? <FileLink file={document.file} /> : null}
                    {document.comment ? <p>{document.comment}</p> : null}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel title={t("history.title")}>
            <ol className={styles.timeline}>
              {claim.history.map((change) => (
                <li key={`${change.at}-${change.to}`}>
                  <p>
                    <WarrantyStatus status={change.to} />
                  </p>
                  <p className={styles.muted}>
                    <time dateTime={change.at}>{dateTime.format(new Date(change.at))}</time>
                    {" · "}
                    {t(`history.by.${change.by}`)}
                  </p>
                  {change.note ? <p>{change.note}</p> : null}
                  <span className="visually-hidden">{change.from ? t("history.from", { status: statuses(change.from) }) : null}</span>
                </li>
              ))}
            </ol>
          </Panel>
        </div>

        <Panel title={t("conversation.title")} description={t("conversation.intro")}>
          <WarrantyConversation claimToken={claim.token} status={claim.status} comments={claim.comments} closed={isFinal(claim.status)} />
        </Panel>
      </div>
    </>
  );
}
