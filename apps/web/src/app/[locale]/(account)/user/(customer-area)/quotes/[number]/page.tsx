import type { ErrorCode } from "@portal/domain/errors/codes";
import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import NextLink from "next/link";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AddressLines } from "@/components/addresses/address-lines";
import { DocumentIcon } from "@/components/icons/icons";
import { QuoteActions } from "@/components/quotes/quote-actions";
import { QuoteLines } from "@/components/quotes/quote-lines";
import { QuoteStatus } from "@/components/quotes/quote-status";
import styles from "@/components/quotes/quotes.module.css";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { Facts } from "@/components/ui/facts";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import { ErrorState } from "@/components/ui/states";
import { pathFor } from "@/i18n/paths";
import { loginPath } from "@/i18n/route-access";
import { getSession } from "@/lib/api/session";
import { formatPrice, formatRate } from "@/lib/catalog/format";
import { quotePaths } from "@/lib/quotes/api";
import { getQuote } from "@/lib/quotes/server";
import { formatDay } from "@/lib/quotes/view";

type PageProps = { params: Promise<{ locale: string; number: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, number } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "quotes.detail" });
  return { title: t("title", { number: decodeURIComponent(number) }), robots: { index: false } };
}

export default async function QuotePage({ params }: PageProps) {
  const { locale, number: raw } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const number = decodeURIComponent(raw);
  const session = await getSession();
  if (session.status !== "customer") {
    redirect(`${loginPath(locale)}?returnTo=${encodeURIComponent(pathFor("/user/quotes/[number]", locale, { number }))}`);
  }
  const [t, quotes, result] = await Promise.all([getTranslations("quotes.detail"), getTranslations("quotes"), getQuote(number, locale)]);
  const listPath = pathFor("/user/quotes", locale);
  const back = <NextLink href={listPath}>{t("back")}</NextLink>;
  if (!result.ok) {
    // Another company's quote, or none: not found, as the API says.
    if (result.status === 404 || result.status === 400) notFound();
    return (
      <>
        <PageHeader title={t("title", { number })} breadcrumb={back} />
        <ErrorState title={t("loadFailed")} />
      </>
    );
  }
  const quote = result.data;
  const price = (cents: number) => formatPrice(cents, locale);

  return (
    <>
      <PageHeader
        title={t("title", { number: quote.number })}
        description={quote.name ?? undefined}
        breadcrumb={back}
        actions={
          <a href={quotePaths.pdf(quote.number)} className={buttonClass({ variant: "secondary" })} download>
            <DocumentIcon size={18} />
            {t("pdf")}
          </a>
        }
      />
      <div className={styles.layout}>
        {quote.compliant ? null : (
          <Alert tone="warning" live={false} title={t("nonCompliant.title")}>
            <p>{t("nonCompliant.text")}</p>
          </Alert>
        )}
        <Panel title={t("summary")}>
          <Facts>
            <div>
              <dt>{t("facts.status")}</dt>
              <dd>
                <QuoteStatus status={quote.status} />
              </dd>
            </div>
            <div>
              <dt>{t("facts.created")}</dt>
              <dd>{formatDay(quote.createdAt, locale)}</dd>
            </div>
            <div>
              <dt>{t("facts.validity")}</dt>
              <dd>{quote.validUntil ? formatDay(quote.validUntil, locale) : t("facts.noValidity")}</dd>
            </div>
            <div>
              <dt>{t("facts.serialNumber")}</dt>
              <dd>{quote.serialNumber ?? "—"}</dd>
            </div>
            <div>
              <dt>{t("facts.requestedBy")}</dt>
              <dd>{`${quote.customer.firstname} ${quote.customer.lastname}`}</dd>
            </div>
            {quote.orderNumber ? (
              <div>
                <dt>{t("facts.order")}</dt>
                <dd>{quote.orderNumber}</dd>
              </div>
            ) : null}
          </Facts>
        </Panel>
        <Panel title={t("lines.title")} flush>
          <QuoteLines lines={quote.lines} />
        </Panel>
        <div className={styles.columns}>
          <Panel title={t("delivery")}>
            <AddressLines address={quote.shippingAddress} />
          </Panel>
          <Panel title={t("totals.title")}>
            {quote.totals ? (
              <dl className={styles.totals}>
                <div>
                  <dt>{t("totals.subtotal")}</dt>
                  <dd>{price(quote.totals.subtotal)}</dd>
                </div>
                <div>
                  <dt>{t("totals.vat", { rate: formatRate(quote.totals.vatRate, locale) })}</dt>
                  <dd>{price(quote.totals.vat)}</dd>
                </div>
                <div className={styles.grandTotal}>
                  <dt>{t("totals.totalInclVat")}</dt>
                  <dd>{price(quote.totals.totalInclVat)}</dd>
                </div>
              </dl>
            ) : (
              <p>{quotes("toBePricedLong")}</p>
            )}
            <p className={styles.actionsText}>{t("totals.shipping")}</p>
          </Panel>
        </div>
        {quote.status === "ordered" ? null : (
          <Panel title={t("actions.title")}>
            <QuoteActions
              number={quote.number}
              refusal={quote.transformRefusal as ErrorCode | null}
              cartPath={pathFor("/cart", locale)}
              checkoutPath={pathFor("/checkout", locale)}
            />
          </Panel>
        )}
      </div>
    </>
  );
}
