import type { Database } from "../client";
import { salesRepresentativeDepartments, salesRepresentatives } from "../schema/index";

type RepresentativeSeed = {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  /** Country code, then the departments (first characters of the postal code) the representative covers. */
  areas: [string, string[]][];
};

/** The manufacturer's field sales team, each covering a few departments or regions. */
const demoRepresentatives: RepresentativeSeed[] = [
  {
    firstname: "Antoine",
    lastname: "Rousseau",
    email: "antoine.rousseau@orvane.example",
    phone: "+33 6 20 49 44 85",
    areas: [["FR", ["49", "44", "85", "72", "53"]]],
  },
  {
    firstname: "Camille",
    lastname: "Perrin",
    email: "camille.perrin@orvane.example",
    phone: "+33 6 31 21 71 89",
    areas: [["FR", ["21", "71", "89", "58"]]],
  },
  {
    firstname: "Mathieu",
    lastname: "Lacoste",
    email: "mathieu.lacoste@orvane.example",
    phone: "+33 6 42 33 40 64",
    areas: [["FR", ["33", "40", "64", "24", "47"]]],
  },
  {
    firstname: "Stefan",
    lastname: "Hoffmann",
    email: "stefan.hoffmann@orvane.example",
    phone: "+49 171 555 0179",
    // German postal regions: Baden-Württemberg and Bavaria.
    areas: [["DE", ["70", "71", "72", "73", "79", "80", "81", "85", "86", "90"]]],
  },
  {
    firstname: "Els",
    lastname: "Vermeulen",
    email: "els.vermeulen@orvane.example",
    phone: "+32 475 12 34 56",
    // Belgian postal codes by province (Brussels, Antwerp, Flanders), and Luxembourg.
    areas: [
      ["BE", ["10", "11", "12", "20", "21", "28", "90", "91", "92", "93"]],
      ["LU", ["11", "12", "13", "14", "15"]],
    ],
  },
  {
    firstname: "Pieter",
    lastname: "de Jong",
    email: "pieter.dejong@orvane.example",
    phone: "+31 6 1234 5678",
    // Dutch postal regions: Amsterdam, Utrecht, Rotterdam, The Hague.
    areas: [["NL", ["10", "11", "35", "30", "25"]]],
  },
];

export async function seedSalesRepresentatives(db: Database) {
  for (const representative of demoRepresentatives) {
    const { areas, ...person } = representative;
    const [row] = await db.insert(salesRepresentatives).values(person).returning({ id: salesRepresentatives.id });
    if (!row) throw new Error("sales representative insert returned nothing");
    await db
      .insert(salesRepresentativeDepartments)
      .values(
        areas.flatMap(([countryCode, departments]) =>
          departments.map((department) => ({ countryCode, department, representativeId: row.id })),
        ),
      );
  }
}
