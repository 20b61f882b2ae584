import type { Database } from "@portal/db/client";
import { addresses, companies, countries, customers } from "@portal/db/schema/index";
import type { Address, AddressBook, AddressData, OrderAddress } from "@portal/domain/addresses/schemas";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Actor } from "../../platform/auth/authenticate";
import { AppError } from "../../platform/errors";

type AddressRow = typeof addresses.$inferSelect;

/** One address of a company's book, or null: another company's address is as absent as an unknown one. */
export async function findCompanyAddress(db: Database, { id, companyId }: { id: number; companyId: number }): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

/**
 * The billing address of a company: its registered address, in the name of the customer acting
 * for it. Null while the company record lacks part of its address.
 */
export async function companyBillingAddress(
  db: Database,
  { companyId, customerId }: { companyId: number; customerId: number },
): Promise<OrderAddress | null> {
  const [row] = await db
    .select({
      corporateName: companies.corporateName,
      street: companies.street,
      zipCode: companies.zipCode,
      city: companies.city,
      countryCode: companies.countryCode,
      phone: companies.phone,
      firstname: customers.firstname,
      lastname: customers.lastname,
    })
    .from(companies)
    .innerJoin(customers, eq(customers.id, customerId))
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row?.street || !row.zipCode || !row.city || !row.countryCode) return null;
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.corporateName,
    street: row.street,
    postcode: row.zipCode,
    city: row.city,
    countryCode: row.countryCode,
    phone: row.phone,
  };
}

function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    alias: row.alias,
    company: row.company,
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    countryCode: row.countryCode,
    phone: row.phone,
  };
}

/** PostgreSQL's unique violation; drizzle wraps the driver's error in `cause`. */
function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === "23505" || cause?.code === "23505";
}

/** The address book of the active company: every member of the company shares it. */
export function createAddressesService({ db }: { db: Database }) {
  function companyOf(actor: Actor): number {
    if (actor.companyId === null) throw new AppError("auth.company_required");
    return actor.companyId;
  }

  async function assertCountryAllowed(code: string) {
    const [country] = await db.select({ allowed: countries.allowedForAddresses }).from(countries).where(eq(countries.code, code)).limit(1);
    if (!country?.allowed) throw new AppError("address.country_not_allowed");
  }

  /** Runs a write, turning a second address with the same alias into the business error. */
  async function guardAlias<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError("address.alias_taken");
      throw error;
    }
  }

  return {
    async book(actor: Actor): Promise<AddressBook> {
      const companyId = companyOf(actor);
      const [billingAddress, rows] = await Promise.all([
        companyBillingAddress(db, { companyId, customerId: actor.customerId }),
        db
          .select()
          .from(addresses)
          .where(eq(addresses.companyId, companyId))
          // Addresses without an alias come after the named ones, oldest first.
          .orderBy(sql`lower(${addresses.alias}) nulls last`, asc(addresses.id)),
      ]);
      return { billingAddress, shippingAddresses: rows.map(toAddress) };
    },

    async create(actor: Actor, input: AddressData): Promise<Address> {
      const companyId = companyOf(actor);
      await assertCountryAllowed(input.countryCode);
      const [row] = await guardAlias(() =>
        db
          .insert(addresses)
          .values({ ...input, companyId, createdBy: actor.customerId })
          .returning(),
      );
      if (!row) throw new Error("address insert returned nothing");
      return toAddress(row);
    },

    async update(actor: Actor, id: number, input: AddressData): Promise<Address> {
      const companyId = companyOf(actor);
      await assertCountryAllowed(input.countryCode);
      const [row] = await guardAlias(() =>
        db
          .update(addresses)
          .set(input)
          .where(and(eq(addresses.id, id), eq(addresses.companyId, companyId)))
          .returning(),
      );
      if (!row) throw new AppError("address.not_found");
      return toAddress(row);
    },

    async remove(actor: Actor, id: number) {
      const companyId = companyOf(actor);
      const [row] = await db
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.companyId, companyId)))
        .returning({ id: addresses.id });
      if (!row) throw new AppError("address.not_found");
    },
  };
}
export type AddressesService = ReturnType<typeof createAddressesService>;
