import { isLocale } from "@portal/domain/i18n/locales";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CartProviders } from "@/components/cart/cart-providers";
import { CartView } from "@/components/cart/cart-view";
import { Breadcrumb } from "@/components/content/breadcrumb";
import { pathFor } from "@/i18n/paths";
import { loginPath } from "@/i18n/route-access";
import { getSession } from "@/lib/api/session";
import { openCart } from "@/lib/cart/server";
import { cartOwner } from "@/lib/cart/view";
import { productsPath, searchPath } from "@/lib/catalog/list-paths";
import { productPathTemplate } from "@/lib/catalog/product-page";
import { quotePathTemplate } from "@/lib/quotes/view";
import styles from "./cart-page.module.css";

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "cart" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/** The cart: rendered with its content by the server, then changed in place by the browser. */
export default async function CartPage({ params }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const session = await getSession();
  if (session.status !== "customer") {
    redirect(`${loginPath(locale)}?returnTo=${encodeURIComponent(pathFor("/cart", locale))}`);
  }
  const { customer } = session;
  const [t, product, initial] = await Promise.all([getTranslations("cart"), getTranslations("product"), openCart()]);

  return (
    <div className={styles.page}>
      <div className="container">
        <Breadcrumb items={[{ label: product("home"), href: `/${locale}` }, { label: t("metaTitle") }]} />
        <div className={styles.heading}>
          <h1 className={styles.title}>{t("title")}</h1>
          <p className={styles.intro}>{t("intro")}</p>
        </div>
        <CartProviders>
          <CartView
            owner={cartOwner(customer.id, customer.company?.id)}
            // A failed first load is retried by the browser, which shows the error if it fails again.
            initialOrder={initial.ok ? initial.data : null}
            canOrder={customer.aces["order.place"] !== false}
            canRequestQuote={customer.aces["quote.request"] !== false}
            paths={{
              catalogue: productsPath(locale),
              search: searchPath(locale),
              checkout: pathFor("/checkout", locale),
              productTemplate: productPathTemplate(locale),
              quoteTemplate: quotePathTemplate(locale),
            }}
          />
        </CartProviders>
      </div>
    </div>
  );
}
