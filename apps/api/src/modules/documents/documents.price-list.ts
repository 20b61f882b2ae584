import { PassThrough } from "node:stream";
import type { Locale } from "@portal/domain/i18n/locales";
import { discountedPrice } from "@portal/domain/pricing/totals";
import ExcelJS from "exceljs";
import { formatDate, formatMoney, renderDocumentPdf } from "../../platform/pdf/document";
import { documentWords, houseIssuer } from "../../platform/pdf/parts";
import type { PriceListRow } from "./documents.queries";

/*
 * The live price list of a brand at the company's own prices: every enabled reference with its
 * list price and the company's net price (the catalogue's and the cart's discount, from the same
 * rule), as a workbook or in the house style's PDF.
 */

type Words = {
  title: string;
  sheet: string;
  company: string;
  reference: string;
  name: string;
  brand: string;
  family: string;
  stock: string;
  listPrice: string;
  netPrice: string;
  supersededBy: string;
  onRequest: string;
  discount: (percent: string) => string;
  stockLabels: Record<PriceListRow["stockStatus"], string>;
};

const words: Record<Locale, Words> = {
  fr: {
    title: "Tarif",
    sheet: "Tarif",
    company: "Client",
    reference: "Référence",
    name: "Désignation",
    brand: "Marque",
    family: "Famille",
    stock: "Stock",
    listPrice: "Prix public HT",
    netPrice: "Votre prix net HT",
    supersededBy: "Remplacée par",
    onRequest: "Sur demande",
    discount: (percent) => `Prix nets calculés avec votre remise de ${percent}. Prix en euros hors taxes, à la date d'édition.`,
    stockLabels: { on_stock: "En stock", on_order: "Sur commande", not_managed: "Non géré" },
  },
  en: {
    title: "Price list",
    sheet: "Price list",
    company: "Customer",
    reference: "Reference",
    name: "Name",
    brand: "Brand",
    family: "Family",
    stock: "Stock",
    listPrice: "List price excl. VAT",
    netPrice: "Your net price excl. VAT",
    supersededBy: "Superseded by",
    onRequest: "On request",
    discount: (percent) => `Net prices computed with your ${percent} discount. Prices in euros excluding VAT, as of the date of issue.`,
    stockLabels: { on_stock: "In stock", on_order: "On order", not_managed: "Not managed" },
  },
  de: {
    title: "Preisliste",
    sheet: "Preisliste",
    company: "Kunde",
    reference: "Teilenummer",
    name: "Bezeichnung",
    brand: "Marke",
    family: "Familie",
    stock: "Lager",
    listPrice: "Listenpreis netto",
    netPrice: "Ihr Nettopreis",
    supersededBy: "Ersetzt durch",
    onRequest: "Auf Anfrage",
    discount: (percent) => `Nettopreise mit Ihrem Rabatt von ${percent} berechnet. Preise in Euro ohne MwSt., Stand am Ausgabedatum.`,
    stockLabels: { on_stock: "Auf Lager", on_order: "Auf Bestellung", not_managed: "Nicht geführt" },
  },
  nl: {
    title: "Prijslijst",
    sheet: "Prijslijst",
    company: "Klant",
    reference: "Referentie",
    name: "Omschrijving",
    brand: "Merk",
    family: "Familie",
    stock: "Voorraad",
    listPrice: "Catalogusprijs excl. btw",
    netPrice: "Uw nettoprijs excl. btw",
    supersededBy: "Vervangen door",
    onRequest: "Op aanvraag",
    discount: (percent) => `Nettoprijzen berekend met uw korting van ${percent}. Prijzen in euro exclusief btw, op de uitgiftedatum.`,
    stockLabels: { on_stock: "Op voorraad", on_order: "Op bestelling", not_managed: "Niet beheerd" },
  },
};

export type PriceList = {
  brand: string;
  company: string;
  discountBasisPoints: number;
  issuedAt: Date;
  locale: Locale;
  rows: PriceListRow[];
};

/** A line's net price for the company, or null when the price is given on request. */
export const netPriceOf = (row: PriceListRow, discountBasisPoints: number) =>
  row.priceOnRequest || row.priceCents === null ? null : discountedPrice(row.priceCents, discountBasisPoints);

const percentOf = (basisPoints: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(basisPoints / 10_000);

export async function priceListWorkbook(list: PriceList): Promise<Buffer> {
  const w = words[list.locale];
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false, useStyles: true });
  workbook.creator = houseIssuer.issuer.name;
  const sheet = workbook.addWorksheet(w.sheet, { views: [{ state: "frozen", ySplit: 1 }] });
  const euros = { numFmt: "#,##0.00 [$€-x-euro2]" };
  sheet.columns = [
    { header: w.reference, key: "reference", width: 18 },
    { header: w.name, key: "name", width: 44 },
    { header: w.brand, key: "brand", width: 14 },
    { header: w.family, key: "family", width: 26 },
    { header: w.stock, key: "stock", width: 16 },
    { header: w.listPrice, key: "listPrice", width: 18, style: euros },
    { header: w.netPrice, key: "netPrice", width: 20, style: euros },
    { header: w.supersededBy, key: "supersededBy", width: 18 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of list.rows) {
    const net = netPriceOf(row, list.discountBasisPoints);
    sheet
      .addRow({
        reference: row.reference,
        name: row.name,
        brand: list.brand,
        family: row.family,
        stock: w.stockLabels[row.stockStatus],
        listPrice: row.priceOnRequest || row.priceCents === null ? w.onRequest : row.priceCents / 100,
        netPrice: net === null ? w.onRequest : net / 100,
        supersededBy: row.supersededBy ?? "",
      })
      .commit();
  }
  sheet.commit();
  const done = new Promise<void>((resolve, reject) => {
    output.on("end", resolve);
    output.on("error", reject);
  });
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}

export function priceListPdf(list: PriceList): Promise<Uint8Array> {
  const w = words[list.locale];
  const shared = documentWords[list.locale];
  const money = (cents: number | null) => (cents === null ? w.onRequest : formatMoney(cents, list.locale));
  return renderDocumentPdf({
    ...houseIssuer,
    title: w.title,
    number: list.brand,
    meta: [{ label: shared.date, value: formatDate(list.issuedAt, list.locale) }],
    parties: [{ label: w.company, lines: [list.company] }],
    columns: [
      { label: w.reference, width: 13 },
      { label: w.name, width: 23 },
      { label: w.brand, width: 9 },
      { label: w.family, width: 13 },
      { label: w.stock, width: 9 },
      { label: w.listPrice, width: 12, align: "right" },
      { label: w.netPrice, width: 12, align: "right" },
      { label: w.supersededBy, width: 11 },
    ],
    rows: list.rows.map((row) => [
      row.reference,
      row.name,
      list.brand,
      row.family,
      w.stockLabels[row.stockStatus],
      money(row.priceOnRequest ? null : row.priceCents),
      money(netPriceOf(row, list.discountBasisPoints)),
      row.supersededBy ?? "",
    ]),
    totals: [],
    notes: [w.discount(percentOf(list.discountBasisPoints, list.locale))],
    pageOf: shared.pageOf,
    subject: `${w.title} ${list.brand}`,
    locale: list.locale,
  });
}
