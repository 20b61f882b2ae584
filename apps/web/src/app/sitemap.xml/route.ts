import { requestOrigin } from "@/lib/http/request-origin";
import { sitemapProducts } from "@/lib/sitemap/sources";
import { sitemapIndexXml } from "@/lib/sitemap/xml";

export const dynamic = "force-dynamic";

/** The sitemap index: content pages and categories, then the products, one file per API page. */
export async function GET(): Promise<Response> {
  const origin = await requestOrigin();
  const first = await sitemapProducts(1);
  const productFiles = Math.max(1, Math.ceil(first.totalItems / first.itemsPerPage));
  const files = ["pages", "categories", ...Array.from({ length: productFiles }, (_, index) => `products-${index + 1}`)];
  const lastmod = first.items.reduce<string | undefined>(
    (latest, item) => (!latest || item.lastmod > latest ? item.lastmod : latest),
    undefined,
  );
  const xml = sitemapIndexXml(
    files.map((name) => ({
      loc: new URL(`/sitemap/${name}.xml`, origin).toString(),
      ...(name.startsWith("products") && lastmod ? { lastmod } : {}),
    })),
  );
  return new Response(xml, { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
