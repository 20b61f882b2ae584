import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CheckoutProviders } from "@/components/checkout/checkout-providers";
import { CheckoutView } from "@/components/checkout/checkout-view";
import { Breadcrumb } from "@/components/content/breadcrumb";
import { PageHeader } from "@/components/ui/page-header";
import { pathFor } from "@/i18n/paths";
import { loginPath } from "@/i18n/route-access";
import { getSession } from "@/lib/api/session";
import { cartOwner } from "@/lib/cart/view";
import { loadCheckout } from "@/lib/checkout/server";
import styles from "./checkout-page.module.css";

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "checkout" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/** The checkout: its first state rendered by the server, each choice then saved from the browser. */
export default async function CheckoutPage({ params }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const session = await getSession();
  if (session.status !== "customer") {
    redirect(`${loginPath(locale)}?returnTo=${encodeURIComponent(pathFor("/checkout", locale))}`);
  }
  const { customer } = session;
  const [t, cart, product, start] = await Promise.all([
    getTranslations("checkout"),
    getTranslations("cart"),
    getTranslations("product"),
    loadCheckout(locale),
  ]);
  const cartPath = pathFor("/cart", locale);

  return (
    <div className={styles.page}>
      <div className="container">
        <PageHeader
          breadcrumb={
            <Breadcrumb
              items={[
                { label: product("home"), href: `/${locale}` },
                { label: cart("metaTitle"), href: cartPath },
                { label: t("metaTitle") },
              ]}
            />
          }
          title={t("title")}
          description={t("intro")}
        />
        <CheckoutProviders>
          <CheckoutView
            owner={cartOwner(customer.id, customer.company?.id)}
            canOrder={customer.aces["order.place"] !== false}
            // A part the server could not load is loaded by the browser, which shows its error if it fails again.
            start={start}
            paths={{ cart: cartPath, confirm: pathFor("/checkout/confirm", locale) }}
          />
        </CheckoutProviders>
      </div>
    </div>
  );
}
