import { hashPassword } from "@portal/domain/accounts/password-hash";
import { type Right, rights } from "@portal/domain/accounts/schemas";
import { withLuhnCheckDigit } from "@portal/domain/companies/siret";
import type { Database } from "../client";
import { addresses, companies, companyMemberships, customers, membershipRights, staffUsers } from "../schema/index";
import type { Random } from "./random";

export const DEMO_PASSWORD = "Demo-pass-2026";

/** The demo logins printed at start and listed in the README. */
export const demoLogins = [
  { email: "buyer@demo.example", role: "professional with every right" },
  { email: "admin@demo.example", role: "company administrator" },
  { email: "limited@demo.example", role: "may not see all orders or quotes" },
  { email: "multi@demo.example", role: "member of two enabled companies" },
  { email: "waiting@demo.example", role: "member of a company waiting validation" },
  { email: "newcompany@demo.example", role: "administrator of a company waiting validation, may order" },
  { email: "particulier@demo.example", role: "individual customer (company of one)" },
  { email: "disabled@demo.example", role: "member waiting activation by the administrator" },
  { email: "staff@demo.example", role: "provider staff" },
] as const;

type CompanySeed = typeof companies.$inferInsert;

const demoCompanies = {
  vertmoteur: {
    corporateName: "Vertmoteur Motoculture SARL",
    siret: withLuhnCheckDigit("8123456780001"),
    clientCode: "C10001",
    status: "enabled",
    activityCode: "dealer",
    phone: "+33 2 41 55 20 10",
    street: "12 rue des Artisans",
    zipCode: "49000",
    city: "Angers",
    countryCode: "FR",
    shippingZipCode: "49000",
    shippingCountryCode: "FR",
    discountBasisPoints: 1000,
    paymentOnAccount: true,
  },
  dubois: {
    corporateName: "Atelier Dubois Réparations",
    siret: withLuhnCheckDigit("8234567890001"),
    clientCode: "C10002",
    status: "enabled",
    activityCode: "repair_shop",
    phone: "+33 3 80 41 62 30",
    street: "4 avenue de la Gare",
    zipCode: "21000",
    city: "Dijon",
    countryCode: "FR",
    shippingZipCode: "21000",
    shippingCountryCode: "FR",
    discountBasisPoints: 500,
    // Works for public bodies: each order quotes the buyer's purchase commitment number.
    engagementCodeRequired: true,
  },
  lemaire: {
    corporateName: "Paysages Lemaire",
    siret: withLuhnCheckDigit("8345678900001"),
    clientCode: null,
    status: "waiting_validation",
    activityCode: "landscaper",
    phone: "+33 5 56 12 34 56",
    street: "27 chemin du Moulin",
    zipCode: "33000",
    city: "Bordeaux",
    countryCode: "FR",
    shippingZipCode: "33000",
    shippingCountryCode: "FR",
  },
  // An individual's account: a company of one, named after them, without SIRET.
  roussel: {
    corporateName: "Camille Roussel",
    legalForm: "individual",
    clientCode: null,
    status: "enabled",
    phone: "+33 6 45 78 12 90",
    street: "8 allée des Tilleuls",
    zipCode: "44300",
    city: "Nantes",
    countryCode: "FR",
    shippingZipCode: "44300",
    shippingCountryCode: "FR",
  },
  weber: {
    corporateName: "Forsttechnik Weber GmbH",
    eori: "DE123456789012345",
    clientCode: "C20001",
    status: "not_enabled",
    activityCode: "forestry",
    phone: "+49 761 123 4567",
    street: "Waldstraße 8",
    zipCode: "79098",
    city: "Freiburg",
    countryCode: "DE",
    shippingZipCode: "79098",
    shippingCountryCode: "DE",
  },
} satisfies Record<string, CompanySeed>;

type Member = {
  email: string;
  gender: "mme" | "mr";
  firstname: string;
  lastname: string;
  localeCode?: "fr" | "en" | "de" | "nl";
  memberships: { company: keyof typeof demoCompanies; capacity: string | null; isAdmin?: boolean; rights: readonly Right[] }[];
};

const everyRight = rights;
const limitedRights: Right[] = ["order.place", "quote.request", "warranty.request"];

const demoMembers: Member[] = [
  {
    email: "buyer@demo.example",
    gender: "mr",
    firstname: "Julien",
    lastname: "Moreau",
    memberships: [{ company: "vertmoteur", capacity: "purchasing", rights: everyRight }],
  },
  {
    email: "admin@demo.example",
    gender: "mme",
    firstname: "Claire",
    lastname: "Vasseur",
    memberships: [{ company: "vertmoteur", capacity: "manager", isAdmin: true, rights: everyRight }],
  },
  {
    email: "limited@demo.example",
    gender: "mr",
    firstname: "Thomas",
    lastname: "Leroy",
    memberships: [{ company: "vertmoteur", capacity: "mechanic", rights: limitedRights }],
  },
  {
    email: "multi@demo.example",
    gender: "mme",
    firstname: "Sophie",
    lastname: "Dubois",
    memberships: [
      { company: "dubois", capacity: "manager", isAdmin: true, rights: everyRight },
      { company: "vertmoteur", capacity: "workshop", rights: everyRight },
    ],
  },
  {
    email: "waiting@demo.example",
    gender: "mr",
    firstname: "Marc",
    lastname: "Lemaire",
    // Enabled, but not the administrator: only the administrator may order before staff validate the company.
    memberships: [{ company: "lemaire", capacity: "workshop", rights: limitedRights }],
  },
  {
    email: "newcompany@demo.example",
    gender: "mme",
    firstname: "Hélène",
    lastname: "Lemaire",
    memberships: [{ company: "lemaire", capacity: "manager", isAdmin: true, rights: everyRight }],
  },
  {
    email: "particulier@demo.example",
    gender: "mme",
    firstname: "Camille",
    lastname: "Roussel",
    memberships: [{ company: "roussel", capacity: null, isAdmin: true, rights: everyRight }],
  },
  {
    email: "hans.weber@forsttechnik-weber.example",
    gender: "mr",
    firstname: "Hans",
    lastname: "Weber",
    localeCode: "de",
    memberships: [{ company: "weber", capacity: "manager", isAdmin: true, rights: everyRight }],
  },
];

const firstNames = ["Louis", "Emma", "Hugo", "Léa", "Lucas", "Chloé", "Nathan", "Inès", "Jan", "Anke", "Pieter", "Sanne", "Lukas", "Mia"];
const lastNames = [
  "Bernard",
  "Petit",
  "Durand",
  "Richard",
  "Fontaine",
  "Girard",
  "Janssen",
  "De Vries",
  "Müller",
  "Schmidt",
  "Peeters",
  "Maes",
];
const towns = [
  ["Nantes", "44000", "FR"],
  ["Lyon", "69003", "FR"],
  ["Rennes", "35000", "FR"],
  ["Lille", "59000", "FR"],
  ["Gent", "9000", "BE"],
  ["Utrecht", "3511", "NL"],
  ["Köln", "50667", "DE"],
  ["Luxembourg", "1111", "LU"],
] as const;
const tradeNames = ["Motoculture", "Espaces Verts", "Agri Service", "Garden Pro", "Tuin & Park", "Forst Service"];

export async function seedAccounts(db: Database, random: Random, scale: number) {
  // One hash serves every demo account: they share the demo password, and hashing is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const companyIds = {} as Record<keyof typeof demoCompanies, number>;
  for (const [key, values] of Object.entries(demoCompanies) as [keyof typeof demoCompanies, CompanySeed][]) {
    const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
    if (!row) throw new Error("company insert returned nothing");
    companyIds[key] = row.id;
  }

  await db.insert(addresses).values([
    {
      companyId: companyIds.vertmoteur,
      alias: "Magasin Angers",
      firstname: "Julien",
      lastname: "Moreau",
      company: "Vertmoteur Motoculture SARL",
      street: "12 rue des Artisans",
      postcode: "49000",
      city: "Angers",
      countryCode: "FR",
      phone: "+33 2 41 55 20 10",
    },
    {
      companyId: companyIds.vertmoteur,
      alias: "Atelier Cholet",
      firstname: "Thomas",
      lastname: "Leroy",
      company: "Vertmoteur Motoculture SARL",
      street: "5 boulevard du Poitou",
      postcode: "49300",
      city: "Cholet",
      countryCode: "FR",
      phone: "+33 2 41 62 11 09",
    },
    {
      companyId: companyIds.dubois,
      alias: "Atelier",
      firstname: "Sophie",
      lastname: "Dubois",
      company: "Atelier Dubois Réparations",
      street: "4 avenue de la Gare",
      postcode: "21000",
      city: "Dijon",
      countryCode: "FR",
    },
  ]);

  for (const member of demoMembers) {
    const [customer] = await db
      .insert(customers)
      .values({
        email: member.email,
        passwordHash,
        gender: member.gender,
        firstname: member.firstname,
        lastname: member.lastname,
        localeCode: member.localeCode ?? "fr",
        phone: "+33 6 12 34 56 78",
        emailVerifiedAt: new Date("2026-01-15T09:00:00Z"),
        dataProtectionAcceptedAt: new Date("2026-01-15T09:00:00Z"),
        termsAcceptedAt: new Date("2026-01-15T09:00:00Z"),
      })
      .returning({ id: customers.id });
    if (!customer) throw new Error("customer insert returned nothing");
    for (const membership of member.memberships) {
      await addMembership(db, {
        customerId: customer.id,
        companyId: companyIds[membership.company],
        capacityCode: membership.capacity,
        isAdmin: membership.isAdmin ?? false,
        rights: membership.rights,
      });
    }
  }

  await db.insert(staffUsers).values({ email: "staff@demo.example", passwordHash, firstname: "Nadia", lastname: "Garnier" });

  // More dealers and repair shops, so lists and benchmarks have realistic volumes.
  for (let index = 0; index < 20 * scale; index++) {
    const [town, zipCode, countryCode] = random.pick(towns);
    const lastname = random.pick(lastNames);
    const [company] = await db
      .insert(companies)
      .values({
        corporateName: `${lastname} ${random.pick(tradeNames)} ${index + 1}`,
        siret: countryCode === "FR" ? withLuhnCheckDigit(`9${String(10_000_000 + index).padStart(8, "0")}0001`) : null,
        clientCode: `C${30_000 + index}`,
        status: random.chance(0.85) ? "enabled" : random.pick(["waiting_validation", "not_enabled"] as const),
        activityCode: random.pick(["dealer", "repair_shop", "landscaper", "rental"]),
        street: `${random.int(1, 120)} rue du Commerce`,
        zipCode,
        city: town,
        countryCode,
        shippingZipCode: zipCode,
        shippingCountryCode: countryCode,
      })
      .returning({ id: companies.id });
    if (!company) throw new Error("company insert returned nothing");
    const memberCount = random.int(1, 3);
    for (let m = 0; m < memberCount; m++) {
      const firstname = random.pick(firstNames);
      const [customer] = await db
        .insert(customers)
        .values({
          email: `user${m + 1}.company${index + 1}@customers.example`,
          passwordHash,
          gender: random.pick(["mme", "mr"] as const),
          firstname,
          lastname,
          localeCode: countryCode === "DE" ? "de" : countryCode === "NL" ? "nl" : "fr",
          emailVerifiedAt: new Date("2026-02-01T09:00:00Z"),
        })
        .returning({ id: customers.id });
      if (!customer) throw new Error("customer insert returned nothing");
      await addMembership(db, {
        customerId: customer.id,
        companyId: company.id,
        capacityCode: m === 0 ? "manager" : random.pick(["purchasing", "mechanic", "workshop", "sales"]),
        isAdmin: m === 0,
        rights: m === 0 ? everyRight : limitedRights,
      });
    }
  }

  // A verified member the administrator has not enabled yet: Manage users lists them as disabled.
  const [waitingMember] = await db
    .insert(customers)
    .values({
      email: "disabled@demo.example",
      passwordHash,
      gender: "mr",
      firstname: "Kevin",
      lastname: "Garnier",
      phone: "+33 6 98 76 54 32",
      emailVerifiedAt: new Date("2026-01-20T09:00:00Z"),
      termsAcceptedAt: new Date("2026-01-20T09:00:00Z"),
      dataProtectionAcceptedAt: new Date("2026-01-20T09:00:00Z"),
    })
    .returning({ id: customers.id });
  if (!waitingMember) throw new Error("customer insert returned nothing");
  await db
    .insert(companyMemberships)
    .values({ customerId: waitingMember.id, companyId: companyIds.vertmoteur, capacityCode: "sales", isAdmin: false, enabled: false });
}

async function addMembership(
  db: Database,
  input: { customerId: number; companyId: number; capacityCode: string | null; isAdmin: boolean; rights: readonly Right[] },
) {
  const [membership] = await db
    .insert(companyMemberships)
    .values({
      customerId: input.customerId,
      companyId: input.companyId,
      capacityCode: input.capacityCode,
      isAdmin: input.isAdmin,
      enabled: true,
    })
    .returning({ id: companyMemberships.id });
  if (!membership) throw new Error("membership insert returned nothing");
  if (input.rights.length > 0) {
    await db.insert(membershipRights).values(input.rights.map((right) => ({ membershipId: membership.id, right })));
  }
}
