import { isLocale } from "@portal/domain/i18n/locales";
import { orderDetailSchema } from "@portal/domain/orders/history";
import type { Metadata } from "next";
import NextLink from "next/link";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { DocumentIcon } from "@/components/icons/icons";
import { OrderInvoices } from "@/components/invoices/order-invoices";
import { OrderActions } from "@/components/orders/order-actions";
import { OrderDetailView } from "@/components/orders/order-detail";
import { buttonClass } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { pathFor } from "@/i18n/paths";
import { loginPath } from "@/i18n/route-access";
import { apiFetch } from "@/lib/api/server";
import { getSession } from "@/lib/api/session";
import { cartOwner } from "@/lib/cart/view";
import { fetchOrderInvoices } from "@/lib/invoices/server";
import { formatOrderDate } from "@/lib/orders/labels";
import { pdfHref } from "@/lib/orders/query";

type PageProps = { params: Promise<{ locale: string; orderToken: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "orders" });
  return { title: t("title"), robots: { index: false } };
}

export default async function OrderPage({ params }: PageProps) {
  const { locale, orderToken } = await params;
  if (!isLocale(locale) || !/^[A-Za-z0-9_-]{16,64}$/.test(orderToken)) notFound();
  setRequestLocale(locale);
  const session = await getSession();
  const here = pathFor("/user/orders/[orderToken]", locale, { orderToken });
  if (session.status !== "customer") redirect(`${loginPath(locale)}?returnTo=${encodeURIComponent(here)}`);
  const { customer } = session;
  const [t, result] = await Promise.all([
    getTranslations("orders.detail"),
    apiFetch(`/api/v2/shop/orders/${encodeURIComponent(orderToken)}`, { schema: orderDetailSchema, locale }),
  ]);
  // Another company's order, a colleague's without "see all orders", a cart: not an order here.
  if (!result.ok) notFound();
  const order = result.data;
  const invoices = await fetchOrderInvoices(order.number, locale);

  return (
    <>
      <PageHeader
        breadcrumb={<NextLink href={pathFor("/user/orders", locale)}>{t("back")}</NextLink>}
        title={t("title", { number: order.number })}
        description={
          <>
            <p>
              {t("placedOn", {
                date: formatOrderDate(order.checkoutCompletedAt ?? order.createdAt, locale),
                name: `${order.customer.firstname} ${order.customer.lastname}`,
              })}
            </p>
            {order.name ? <p>{t("reference", { name: order.name })}</p> : null}
          </>
        }
        actions={
          <a href={pdfHref(order.tokenValue)} className={buttonClass({ variant: "secondary" })} download>
            <DocumentIcon size={18} />
            {t("pdf")}
          </a>
        }
      />
      <OrderDetailView
        order={order}
        locale={locale}
        actions={
          <OrderActions
            orderToken={order.tokenValue}
            number={order.number}
            payable={order.payable}
            owner={cartOwner(customer.id, customer.company?.id)}
            cartHref={pathFor("/cart", locale)}
          />
        }
        documents={<OrderInvoices items={invoices.ok ? invoices.data.items : null} locale={locale} />}
      />
    </>
  );
}
