import type { Locale } from "@portal/domain/i18n/locales";
import type { PaymentMethodCode } from "@portal/domain/orders/payment-methods";

/** Names of the payment methods as buyers read them at checkout and in e-mails. */
export const paymentMethodTexts: Record<PaymentMethodCode, Record<Locale, { name: string; description: string }>> = {
  card: {
    fr: { name: "Carte bancaire", description: "Paiement sécurisé sur la page de notre prestataire de paiement." },
    en: { name: "Credit card", description: "Secure payment on our payment provider's page." },
    de: { name: "Kreditkarte", description: "Sichere Zahlung auf der Seite unseres Zahlungsdienstleisters." },
    nl: { name: "Creditcard", description: "Veilig betalen op de pagina van onze betaalprovider." },
  },
  bank_transfer: {
    fr: { name: "Virement bancaire", description: "La commande est préparée dès réception de votre virement." },
    en: { name: "Bank transfer", description: "Your order is prepared as soon as your transfer arrives." },
    de: { name: "Banküberweisung", description: "Ihre Bestellung wird nach Eingang Ihrer Überweisung vorbereitet." },
    nl: { name: "Bankoverschrijving", description: "Uw bestelling wordt klaargemaakt zodra uw overschrijving binnen is." },
  },
  on_account: {
    fr: { name: "Paiement en compte", description: "Réglé sur votre relevé de fin de mois, selon vos conditions." },
    en: { name: "Payment on account", description: "Settled on your end-of-month statement, on your agreed terms." },
    de: { name: "Zahlung auf Rechnung", description: "Abrechnung mit Ihrer Monatsabrechnung zu Ihren Konditionen." },
    nl: { name: "Betaling op rekening", description: "Betaald via uw maandoverzicht, volgens uw afspraken." },
  },
};
