import type { Locale } from "@portal/domain/i18n/locales";
import type { z } from "zod";
import { contentBaseUrl } from "../api/origin";
import { CONTENT_REVALIDATE_SECONDS, contentTags } from "./tags";

export class ContentError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "ContentError";
  }
}

type ContentQuery = Record<string, string>;

/**
 * Parsed answers kept in this process for the revalidation period: every page reads the site
 * configuration, and re-reading, re-parsing and re-validating it on each request was most of a
 * page's server time. Failures are not kept.
 */
const memo = new Map<string, { expires: number; value: Promise<unknown> }>();
const MEMO_ENTRIES = 500;

function remembered<T>(key: string, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = memo.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  memo.set(key, { expires: now + CONTENT_REVALIDATE_SECONDS * 1000, value });
  value.catch(() => memo.delete(key));
  if (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value as string);
  return value;
}

/**
 * Reads one answer of the content service (Strapi v5 REST shape) through Next's data cache.
 * A 404 means the entry does not exist (null); any other failure is an error for the boundary.
 */
export async function fetchContent<T>(
  path: string,
  query: ContentQuery,
  options: { locale: Locale; tags: string[]; schema: z.ZodType<T> },
): Promise<T | null> {
  const url = new URL(`${contentBaseUrl()}/${path}`);
  url.searchParams.set("locale", options.locale);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return remembered(url.toString(), () => load(url, path, options));
}

async function load<T>(url: URL, path: string, options: { tags: string[]; schema: z.ZodType<T> }): Promise<T | null> {
  const response = await fetch(url, {
    headers: { accept: "application/json" },
    next: { revalidate: CONTENT_REVALIDATE_SECONDS, tags: [contentTags.all, ...options.tags] },
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new ContentError(`Content service answered ${response.status} for ${path}`, response.status);
  const parsed = options.schema.safeParse(await response.json());
  if (!parsed.success) {
    throw new ContentError(`Unexpected content shape for ${path}: ${parsed.error.issues[0]?.message ?? ""}`, 502);
  }
  return parsed.data;
}
