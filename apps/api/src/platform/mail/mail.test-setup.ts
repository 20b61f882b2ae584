import { randomBytes } from "node:crypto";
import { createDb, type DbHandle } from "@portal/db/client";
import pg from "pg";
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
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await createDb();
    await handle.migrate();
    return { handle, close: () => handle.close() };
  }
  const name = `portal_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ url: url.toString(), poolSize: 6 });
  await handle.migrate();
  return {
    handle,
    close: async () => {
      await handle.close();
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}
