import type { Database } from "@portal/db/client";
import { contactRequests, contactSubjects, countries, machinesSold } from "@portal/db/schema/index";
import type { Locale } from "@portal/domain/i18n/locales";
import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";

export type SubjectRow = typeof contactSubjects.$inferSelect;
export type ContactRequestRow = typeof contactRequests.$inferSelect;

const labelColumn = {
  fr: contactSubjects.labelFr,
  en: contactSubjects.labelEn,
  de: contactSubjects.labelDe,
  nl: contactSubjects.labelNl,
} as const;

export function labelOf(subject: SubjectRow, locale: Locale): string {
  return { fr: subject.labelFr, en: subject.labelEn, de: subject.labelDe, nl: subject.labelNl }[locale];
}

export async function listActiveSubjects(db: Database, locale: Locale) {
  return db
    .select({ code: contactSubjects.code, label: labelColumn[locale], machine: contactSubjects.machine })
    .from(contactSubjects)
    .where(eq(contactSubjects.active, true))
    .orderBy(asc(contactSubjects.position), asc(contactSubjects.code));
}

export async function listAllSubjects(db: Database) {
  return db.select().from(contactSubjects).orderBy(asc(contactSubjects.position), asc(contactSubjects.code));
}

export async function findSubject(db: Database, code: string): Promise<SubjectRow | undefined> {
  const [row] = await db.select().from(contactSubjects).where(eq(contactSubjects.code, code));
  return row;
}

export async function countryExists(db: Database, code: string): Promise<boolean> {
  const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
  return row !== undefined;
}

export async function isSerialSold(db: Database, serialNumber: string): Promise<boolean> {
  const [row] = await db.select({ id: machinesSold.id }).from(machinesSold).where(eq(machinesSold.serialNumber, serialNumber));
  return row !== undefined;
}

export async function listRequests(db: Database, query: { subject: string | null; limit: number; offset: number }) {
  const where: SQL | undefined = query.subject ? and(eq(contactRequests.subjectCode, query.subject)) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(contactRequests)
      .where(where)
      .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(contactRequests).where(where),
  ]);
  return { items, total: total?.total ?? 0 };
}
