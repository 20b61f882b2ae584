import { requestOrigin } from "@/lib/http/request-origin";
import { categoryEntries, contentEntries, homeEntries, productEntries, sitemapProducts } from "@/lib/sitemap/sources";
import { type SitemapEntry, urlSetXml } from "@/lib/sitemap/xml";

export const dynamic = "force-dynamic";

type RouteContext = { params: Promise<{ file: string }> };

const MAX_PRODUCT_PAGE = 100_000;

async function entriesOf(file: string, origin: string): Promise<SitemapEntry[] | null> {
  if (file === "pages.xml") return [...homeEntries(origin), ...(await contentEntries(origin))];
  if (file === "categories.xml") return categoryEntries(origin);
  const match = /^products-(\d{1,6})\.xml$/.exec(file);
  const page = match ? Number(match[1]) : 0;
  if (page < 1 || page > MAX_PRODUCT_PAGE) return null;
  const products = await sitemapProducts(page);
  return products.items.length > 0 || page === 1 ? productEntries(products, origin) : null;
}

/** One file of the sitemap index. */
export async function GET(_request: Request, { params }: RouteContext): Promise<Response> {
  const { file } = await params;
  const origin = (await requestOrigin()).toString();
  const entries = await entriesOf(file, origin);
  if (!entries) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(urlSetXml(entries), {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
