import type { Locale } from "@portal/domain/i18n/locales";
import type { OrderOrigin, OrderType, PaymentState, ShippingState } from "@portal/domain/orders/states";

/** The words of the orders spreadsheet, in the customer's language. */
export const exportHeaders: Record<
  Locale,
  Record<
    | "sheet"
    | "number"
    | "name"
    | "date"
    | "customer"
    | "totalExclVat"
    | "totalInclVat"
    | "shippingState"
    | "paymentState"
    | "origin"
    | "type",
    string
  >
> = {
  fr: {
    sheet: "Commandes",
    number: "N° de commande",
    name: "Votre référence",
    date: "Date",
    customer: "Passée par",
    totalExclVat: "Total HT",
    totalInclVat: "Total TTC",
    shippingState: "Livraison",
    paymentState: "Paiement",
    origin: "Origine",
    type: "Type",
  },
  en: {
    sheet: "Orders",
    number: "Order number",
    name: "Your reference",
    date: "Date",
    customer: "Placed by",
    totalExclVat: "Total excl. VAT",
    totalInclVat: "Total incl. VAT",
    shippingState: "Shipping",
    paymentState: "Payment",
    origin: "Origin",
    type: "Type",
  },
  de: {
    sheet: "Bestellungen",
    number: "Bestellnummer",
    name: "Ihre Referenz",
    date: "Datum",
    customer: "Bestellt von",
    totalExclVat: "Gesamt netto",
    totalInclVat: "Gesamt brutto",
    shippingState: "Versand",
    paymentState: "Zahlung",
    origin: "Herkunft",
    type: "Art",
  },
  nl: {
    sheet: "Bestellingen",
    number: "Bestelnummer",
    name: "Uw referentie",
    date: "Datum",
    customer: "Geplaatst door",
    totalExclVat: "Totaal excl. btw",
    totalInclVat: "Totaal incl. btw",
    shippingState: "Levering",
    paymentState: "Betaling",
    origin: "Herkomst",
    type: "Soort",
  },
};

type StateLabels = {
  shipping: Record<ShippingState, string>;
  payment: Record<PaymentState, string>;
  origin: Record<OrderOrigin, string>;
  type: Record<OrderType, string>;
};

export const exportStateLabels: Record<Locale, StateLabels> = {
  fr: {
    shipping: { ready: "À expédier", partially_shipped: "Partiellement expédiée", shipped: "Expédiée", cancelled: "Annulée" },
    payment: {
      awaiting_payment: "En attente de paiement",
      authorized: "Autorisé",
      paid: "Payée",
      failed: "Échoué",
      refunded: "Remboursée",
    },
    origin: { web: "Web", off_web: "Hors web" },
    type: { machine: "Machines", part: "Pièces détachées" },
  },
  en: {
    shipping: { ready: "Ready to ship", partially_shipped: "Partially shipped", shipped: "Shipped", cancelled: "Cancelled" },
    payment: { awaiting_payment: "Awaiting payment", authorized: "Authorized", paid: "Paid", failed: "Failed", refunded: "Refunded" },
    origin: { web: "Web", off_web: "Off-web" },
    type: { machine: "Machines", part: "Spare parts" },
  },
  de: {
    shipping: { ready: "Versandbereit", partially_shipped: "Teilweise versandt", shipped: "Versandt", cancelled: "Storniert" },
    payment: {
      awaiting_payment: "Zahlung ausstehend",
      authorized: "Autorisiert",
      paid: "Bezahlt",
      failed: "Fehlgeschlagen",
      refunded: "Erstattet",
    },
    origin: { web: "Web", off_web: "Außerhalb des Webs" },
    type: { machine: "Maschinen", part: "Ersatzteile" },
  },
  nl: {
    shipping: {
      ready: "Klaar voor verzending",
      partially_shipped: "Gedeeltelijk verzonden",
      shipped: "Verzonden",
      cancelled: "Geannuleerd",
    },
    payment: {
      awaiting_payment: "Wacht op betaling",
      authorized: "Geautoriseerd",
      paid: "Betaald",
      failed: "Mislukt",
      refunded: "Terugbetaald",
    },
    origin: { web: "Web", off_web: "Buiten het web" },
    type: { machine: "Machines", part: "Reserveonderdelen" },
  },
};
