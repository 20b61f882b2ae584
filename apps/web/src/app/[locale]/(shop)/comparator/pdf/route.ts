import { COMPARATOR_LIMIT } from "@portal/domain/catalog/comparator";
import { isLocale } from "@portal/domain/i18n/locales";
import { getFormatter, getTranslations } from "next-intl/server";
import { parseCodesParam } from "@/lib/comparator/comparison";
import { loadComparison } from "@/lib/comparator/load";
import { buildComparisonPdf } from "@/lib/comparator/pdf";
import { getSiteConfiguration } from "@/lib/content/site-configuration";

type RouteContext = { params: Promise<{ locale: string }> };

/** The comparison table of `?codes=A,B,C` as a downloadable PDF, in the page's language. */
export async function GET(request: Request, { params }: RouteContext): Promise<Response> {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  const codes = parseCodesParam(new URL(request.url).searchParams.get("codes") ?? undefined, COMPARATOR_LIMIT);

  const [comparison, t, format, metadata, site] = await Promise.all([
    loadComparison(locale, codes),
    getTranslations({ locale, namespace: "comparator" }),
    getFormatter({ locale }),
    getTranslations({ locale, namespace: "metadata" }),
    getSiteConfiguration(locale).catch(() => null),
  ]);
  const now = new Date();
  const siteName = site?.siteName ?? metadata("siteName");

  const bytes = await buildComparisonPdf({
    title: t("pdf.title"),
    siteName,
    author: siteName,
    language: locale,
    generatedOn: t("pdf.generatedOn", { date: format.dateTime(now, { dateStyle: "long", timeZone: "Europe/Paris" }) }),
    pageLabel: (page, total) => t("pdf.page", { page, total }),
    firstColumn: t("characteristic"),
    emptyText: t("pdf.empty"),
    differenceLegend: t("pdf.legend"),
    products: comparison.products.map(({ card, references }) => ({
      name: `${card.brand.name} – ${card.name}`,
      reference: references[0] ?? card.code,
    })),
    rows: [
      ...comparison.summary.map((row) => ({ label: row.name, values: row.values, differs: row.differs, emphasis: row.code === "price" })),
      ...comparison.technical.map((row) => ({ label: row.name, values: row.values, differs: row.differs })),
    ],
    brandColor: site?.colors.main,
    accentColor: site?.colors.secondary,
  });

  const fileName = `${t("pdf.fileName")}-${now.toISOString().slice(0, 10)}.pdf`;
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${fileName}"`,
      "content-length": String(bytes.byteLength),
      "cache-control": "private, no-store",
    },
  });
}
