import type { OrderState, PaymentState, ShippingState } from "@portal/domain/orders/states";
import type { StatusTone } from "@/components/ui/status-badge";

/** How each state reads at a glance: settled in green, waiting in blue or neutral, trouble in amber or red. */
export const paymentTones: Record<PaymentState, StatusTone> = {
  awaiting_payment: "warning",
  authorized: "info",
  paid: "success",
  failed: "danger",
  refunded: "neutral",
};

export const shippingTones: Record<ShippingState, StatusTone> = {
  ready: "neutral",
  partially_shipped: "info",
  shipped: "success",
  cancelled: "danger",
};

export const orderTones: Record<OrderState, StatusTone> = { cart: "neutral", new: "info", fulfilled: "success", cancelled: "danger" };

/** A date and time of an order, as read in the page's language (UTC on the server and in the browser alike). */
export function formatOrderDate(iso: string, locale: string, withTime = false): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    ...(withTime ? { timeStyle: "short" } : {}),
    timeZone: "Europe/Paris",
  }).format(new Date(iso));
}
