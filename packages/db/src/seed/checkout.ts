import type { Locale } from "@portal/domain/i18n/locales";
import type { Database } from "../client";
import { paymentMethods, promotions, shippingMethods, shippingMethodTranslations, shippingRates } from "../schema/index";

type Translated = Record<Locale, { name: string; description: string }>;

const methods: [string, Translated][] = [
  [
    "standard",
    {
      fr: { name: "Livraison standard", description: "Expédition sous 24 à 72 h, sous réserve de stock." },
      en: { name: "Standard delivery", description: "Shipped within 24 to 72 hours, subject to stock." },
      de: { name: "Standardversand", description: "Versand innerhalb von 24 bis 72 Stunden, je nach Lagerbestand." },
      nl: { name: "Standaardlevering", description: "Verzending binnen 24 tot 72 uur, afhankelijk van de voorraad." },
    },
  ],
  [
    "express",
    {
      fr: { name: "Livraison express", description: "Livraison le lendemain pour les commandes passées avant 12 h." },
      en: { name: "Express delivery", description: "Next-day delivery for orders placed before noon." },
      de: { name: "Expressversand", description: "Lieferung am nächsten Tag bei Bestellung vor 12 Uhr." },
      nl: { name: "Expreslevering", description: "Levering de volgende dag bij bestelling vóór 12 uur." },
    },
  ],
  [
    "pickup",
    {
      fr: { name: "Retrait au dépôt d'Angers", description: "Gratuit, votre commande vous attend sous 48 h." },
      en: { name: "Collection at the Angers depot", description: "Free, your order waits for you within 48 hours." },
      de: { name: "Abholung im Lager Angers", description: "Kostenlos, Ihre Bestellung liegt innerhalb von 48 Stunden bereit." },
      nl: { name: "Afhalen in het depot Angers", description: "Gratis, uw bestelling ligt binnen 48 uur klaar." },
    },
  ],
];

const rate = (
  methodCode: string,
  countryCode: string,
  priceCents: number,
  freeAboveCents: number | null,
  machinePackagingCents: number,
  department: string | null = null,
) => ({
  methodCode,
  countryCode,
  department,
  priceCents,
  freeAboveCents,
  machinePackagingCents,
});

/** Shipping methods with their zones, payment methods and the promotions of the demo shop. */
export async function seedCheckout(db: Database) {
  await db.insert(shippingMethods).values(methods.map(([code], position) => ({ code, position })));
  await db
    .insert(shippingMethodTranslations)
    .values(
      methods.flatMap(([methodCode, texts]) =>
        (Object.entries(texts) as [Locale, Translated[Locale]][]).map(([locale, text]) => ({ methodCode, locale, ...text })),
      ),
    );
  await db.insert(shippingRates).values([
    rate("standard", "FR", 1490, 30000, 3500),
    rate("standard", "MC", 1490, 30000, 3500),
    // Corsica (zip codes 20xxx) is served by sea.
    rate("standard", "FR", 2990, 60000, 6000, "20"),
    ...["BE", "LU", "NL", "DE"].map((country) => rate("standard", country, 2490, 50000, 4500)),
    ...["AT", "ES", "IT", "PT"].map((country) => rate("standard", country, 2990, 60000, 5500)),
    rate("standard", "CH", 4900, null, 7500),
    rate("express", "FR", 2990, null, 3500),
    ...["BE", "LU", "NL", "DE"].map((country) => rate("express", country, 3990, null, 4500)),
    rate("pickup", "FR", 0, null, 0),
  ]);
  await db.insert(paymentMethods).values([
    { code: "card", position: 0 },
    { code: "bank_transfer", position: 1 },
    { code: "on_account", position: 2 },
  ]);
  await db.insert(promotions).values([
    {
      code: "spring-10",
      couponCode: "PRINTEMPS10",
      action: "cart_amount",
      percentBasisPoints: 1000,
      minimumSubtotalCents: 20000,
      startsAt: new Date("2026-01-01T00:00:00Z"),
      endsAt: new Date("2027-12-31T23:00:00Z"),
      usageLimit: 1000,
      usageLimitPerCustomer: 3,
    },
    {
      code: "welcome-20",
      couponCode: "BIENVENUE20",
      action: "cart_amount",
      amountCents: 2000,
      minimumSubtotalCents: 15000,
      usageLimitPerCustomer: 1,
    },
    {
      code: "summer-25",
      couponCode: "ETE25",
      action: "cart_amount",
      percentBasisPoints: 2500,
      startsAt: new Date("2026-06-01T00:00:00Z"),
      endsAt: new Date("2026-09-01T00:00:00Z"),
    },
    // Workshops stock up on kits: the third of each line is offered.
    { code: "kits-3-for-2", action: "free_for_n_nth", n: 3, productType: "maintenance_kit" },
  ]);
}
