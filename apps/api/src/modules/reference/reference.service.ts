import type { Database } from "@portal/db/client";
import { activities, activityTranslations, capacities, capacityTranslations, countries } from "@portal/db/schema/index";
import type { Locale } from "@portal/domain/i18n/locales";
import { and, asc, eq } from "drizzle-orm";

/** Reference lists used by forms: countries, job roles (capacities) and business activities. */
export function createReferenceService({ db }: { db: Database }) {
  const regionNames = new Map<Locale, Intl.DisplayNames>();
  const countryName = (code: string, locale: Locale) => {
    let names = regionNames.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: "region" });
      regionNames.set(locale, names);
    }
    return names.of(code) ?? code;
  };

  return {
    async countries(locale: Locale) {
      const rows = await db.select().from(countries);
      const collator = new Intl.Collator(locale);
      return rows
        .map((row) => ({ code: row.code, name: countryName(row.code, locale), allowedForAddresses: row.allowedForAddresses }))
        .sort((a, b) => collator.compare(a.name, b.name));
    },

    async capacities(locale: Locale) {
      return db
        .select({ code: capacities.code, name: capacityTranslations.name })
        .from(capacities)
        .innerJoin(
          capacityTranslations,
          and(eq(capacityTranslations.capacityCode, capacities.code), eq(capacityTranslations.locale, locale)),
        )
        .orderBy(asc(capacities.position));
    },

    async activities(locale: Locale) {
      return db
        .select({ code: activities.code, name: activityTranslations.name })
        .from(activities)
        .innerJoin(
          activityTranslations,
          and(eq(activityTranslations.activityCode, activities.code), eq(activityTranslations.locale, locale)),
        )
        .orderBy(asc(activities.position));
    },
  };
}
export type ReferenceService = ReturnType<typeof createReferenceService>;
