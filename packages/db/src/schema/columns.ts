import { locales } from "@portal/domain/i18n/locales";
import { pgEnum, timestamp } from "drizzle-orm/pg-core";

/** One enum for every per-locale row, derived from the domain's list of locales. */
export const localeEnum = pgEnum("locale", locales);
export const localeColumn = (name = "locale") => localeEnum(name).notNull();

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
