import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { CheckoutProviders } from "@/components/checkout/checkout-providers";
import { ConfirmationNotice, ConfirmationView } from "@/components/checkout/confirmation-view";
import { pathFor } from "@/i18n/paths";
import { loginPath } from "@/i18n/route-access";
import { getSession } from "@/lib/api/session";
import { productsPath } from "@/lib/catalog/list-paths";
import { parseOrderToken, parseReturnStatus } from "@/lib/checkout/outcome";
import { getOrder, paymentMethodNames, shippingMethodName } from "@/lib/checkout/server";
import styles from "../checkout-page.module.css";

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "checkout.confirm" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/**
 * Where the checkout and the payment page lead: what became of the order, read from the API. The
 * query's status only says which page the buyer comes back from; the order's state decides.
 */
export default async function ConfirmationPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const query = await searchParams;
  const token = parseOrderToken(query.order);
  const status = parseReturnStatus(query.status);
  const session = await getSession();
  if (session.status !== "customer") {
    const back = `${pathFor("/checkout/confirm", locale)}${token ? `?order=${encodeURIComponent(token)}` : ""}`;
    redirect(`${loginPath(locale)}?returnTo=${encodeURIComponent(back)}`);
  }
  const paths = {
    // Where the buyer goes on from a placed order.
    account: pathFor("/user/account", locale),
    cart: pathFor("/cart", locale),
    checkout: pathFor("/checkout", locale),
    catalogue: productsPath(locale),
  };

  const result = token ? await getOrder(token, locale) : null;
  if (!result?.ok) {
    const reason = !result ? "missing" : result.status === 404 ? "notFound" : "loadError";
    return (
      <div className={styles.page}>
        <div className="container">
          <CheckoutProviders>
            <ConfirmationNotice reason={reason} paths={paths} />
          </CheckoutProviders>
        </div>
      </div>
    );
  }

  const order = result.data;
  const [format, payments, shipping] = await Promise.all([getFormatter(), paymentMethodNames(locale), shippingMethodName(order, locale)]);
  const placedOn = order.checkoutCompletedAt
    ? format.dateTime(new Date(order.checkoutCompletedAt), { dateStyle: "long", timeStyle: "short" })
    : null;

  return (
    <div className={styles.page}>
      <div className="container">
        <CheckoutProviders>
          <ConfirmationView
            initialOrder={order}
            status={status}
            email={session.customer.email}
            placedOn={placedOn}
            names={{ payments, shipping }}
            paths={paths}
          />
        </CheckoutProviders>
      </div>
    </div>
  );
}
