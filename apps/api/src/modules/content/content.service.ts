import type { Database } from "@portal/db/client";
import { contentEntries, contentMedia } from "@portal/db/schema/index";
import type { ContentCollection } from "@portal/domain/content/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import { and, asc, count, eq, type SQL } from "drizzle-orm";

export type EntryFilter = { slug?: string; documentId?: string };

/** The built-in content service: localized JSON documents, as a Strapi-compatible REST API. */
export function createContentService({ db }: { db: Database }) {
  return {
    async siteConfiguration(locale: Locale) {
      const [row] = await db
        .select({ data: contentEntries.data })
        .from(contentEntries)
        .where(and(eq(contentEntries.type, "site-configuration"), eq(contentEntries.locale, locale)))
        .limit(1);
      return row?.data ?? null;
    },

    async list(collection: ContentCollection, locale: Locale, filter: EntryFilter, page: number, pageSize: number) {
      const conditions: SQL[] = [eq(contentEntries.type, collection), eq(contentEntries.locale, locale)];
      if (filter.slug !== undefined) conditions.push(eq(contentEntries.slug, filter.slug));
      if (filter.documentId !== undefined) conditions.push(eq(contentEntries.documentId, filter.documentId));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({ data: contentEntries.data })
          .from(contentEntries)
          .where(where)
          .orderBy(asc(contentEntries.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(contentEntries).where(where),
      ]);
      const totalCount = total?.value ?? 0;
      return {
        data: rows.map((row) => row.data),
        meta: { pagination: { page, pageSize, pageCount: Math.ceil(totalCount / pageSize), total: totalCount } },
      };
    },

    async media(name: string) {
      const [row] = await db
        .select({ mime: contentMedia.mime, bytes: contentMedia.bytes })
        .from(contentMedia)
        .where(eq(contentMedia.name, name))
        .limit(1);
      return row ?? null;
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
