import type { DbHandle } from "@portal/db/client";
import { createTestDatabase } from "../../test/harness";
import type { OrderConfirmationPayload } from "./templates/order-confirmation";

/** An order as the checkout would describe it: accents, a promotion, free shipping, packaging. */
export const sampleOrderConfirmation: OrderConfirmationPayload = {
  orderNumber: "100042",
  orderToken: "Zt3kQ9xYw2",
  customerFirstName: "Élodie",
  orderDate: "2026-03-14T21:30:00.000Z",
  items: [
    { reference: "AF-53-01", name: "Filtre à air T53", quantity: 3, unitPriceCents: 1_290, totalCents: 3_870 },
    { reference: "T53P-2026", name: "Tondeuse autotractée T53 Pro", quantity: 1, unitPriceCents: 89_900, totalCents: 89_900 },
  ],
  promotions: [{ label: "3 achetés, le 3e offert", amountCents: 1_290 }],
  totals: {
    subtotalCents: 93_770,
    promotionCents: 1_290,
    shippingCents: 0,
    packagingCents: 1_500,
    totalExclVatCents: 93_980,
    vatRateBasisPoints: 2_000,
    vatCents: 18_796,
    totalInclVatCents: 112_776,
  },
  shippingAddress: {
    firstname: "Élodie",
    lastname: "Mercier",
    company: "Atelier Mercier & Fils",
    street: "12 rue des Forges",
    postcode: "49000",
    city: "Angers",
    countryCode: "FR",
    phone: null,
  },
  shippingMethodName: "Standard",
  paymentMethodCode: "card",
};

/**
 * A migrated database of its own, with nothing else draining its outbox: in-memory PGlite, or a
 * throw-away database on the PostgreSQL server named by DATABASE_URL.
 */
export async function createOutboxTestDatabase(): Promise<{ handle: DbHandle; close(): Promise<void> }> {
  const { handle, drop } = await createTestDatabase();
  await handle.migrate();
  return {
    handle,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}
