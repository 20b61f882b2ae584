import { locales } from "@portal/domain/i18n/locales";
import type { MetadataRoute } from "next";
import { localizedTemplate, protectedPathnames } from "@/i18n/routes";
import { requestOrigin } from "@/lib/http/request-origin";

/** Crawlers may read the catalogue and content, never the customer area, cart or checkout. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const prefixes = new Set<string>(["/*/user/"]);
  for (const pathname of protectedPathnames) {
    if (pathname.startsWith("/user/")) continue;
    for (const locale of locales) prefixes.add(`/*${localizedTemplate(pathname, locale).split("/[")[0] ?? ""}`);
  }
  // A rule covers everything below it: `/*/checkout` already keeps crawlers out of `/*/checkout/confirm`.
  const disallow = [...prefixes].filter((prefix) => ![...prefixes].some((other) => other !== prefix && prefix.startsWith(`${other}/`)));

  return {
    rules: { userAgent: "*", allow: "/", disallow: [...disallow, "/api/"] },
    sitemap: new URL("/sitemap.xml", await requestOrigin()).toString(),
  };
}
