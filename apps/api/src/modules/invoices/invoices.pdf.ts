import { type Invoice, InvoiceService } from "@e-invoice-eu/core";
import type { Locale } from "@portal/domain/i18n/locales";
import { type InvoiceParty, sellerBankAccount } from "@portal/domain/invoices/parties";
import { formatDate, formatMoney, renderDocumentPdf } from "../../platform/pdf/document";
import type { InvoiceLineRow, InvoiceRow } from "./invoices.queries";
import { invoiceTexts } from "./invoices.texts";

/*
 * The invoice PDF is a Factur-X e-invoice (profile EN 16931): the page drawn in the house style,
 * turned into PDF/A-3 with the CII XML of the same invoice attached (`factur-x.xml`), by
 * @e-invoice-eu/core. Both are drawn from the invoice's frozen rows only (nothing that moves after
 * issue, such as the amount paid), so a document downloaded twice is the same document.
 */

const FORMAT = "Factur-X-EN16931";

/** Cents as the decimal text of e-invoices: `1234.5` is written `1234.50`. */
export const decimal = (cents: number) =>
  `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;
const percent = (basisPoints: number) => String(basisPoints / 100);
const EUR = "EUR";

/** The seller's identifiers and tax schemes are lists in the library's schema, the buyer's single ones. */
function partyOf(party: InvoiceParty, legalScheme: "0002" | "0009") {
  const many = legalScheme === "0002";
  const address = {
    ...(party.street ? { "cbc:StreetName": party.street } : {}),
    ...(party.city ? { "cbc:CityName": party.city } : {}),
    ...(party.postcode ? { "cbc:PostalZone": party.postcode } : {}),
    "cac:Country": { "cbc:IdentificationCode": party.countryCode },
  };
  const legalId = party.siret ? (legalScheme === "0002" ? party.siret.slice(0, 9) : party.siret) : null;
  return {
    ...(party.email ? { "cbc:EndpointID": party.email, "cbc:EndpointID@schemeID": "EM" } : {}),
    ...(party.clientCode ? { "cac:PartyIdentification": many ? [{ "cbc:ID": party.clientCode }] : { "cbc:ID": party.clientCode } } : {}),
    "cac:PartyName": { "cbc:Name": party.name },
    "cac:PostalAddress": address,
    ...(party.vatId
      ? {
          "cac:PartyTaxScheme": many
            ? [{ "cbc:CompanyID": party.vatId, "cac:TaxScheme": { "cbc:ID": "VAT" } }]
            : { "cbc:CompanyID": party.vatId, "cac:TaxScheme": { "cbc:ID": "VAT" } },
        }
      : {}),
    "cac:PartyLegalEntity": {
      "cbc:RegistrationName": party.name,
      ...(legalId ? { "cbc:CompanyID": legalId, "cbc:CompanyID@schemeID": legalScheme } : {}),
    },
  };
}

/** The invoice in the library's input format (UBL's vocabulary as JSON), from the frozen rows. */
export function eInvoiceOf(row: InvoiceRow, lines: readonly InvoiceLineRow[], locale: Locale): Invoice {
  const texts = invoiceTexts[locale];
  const taxCategory = { "cbc:ID": "S", "cbc:Percent": percent(row.vatRateBasisPoints), "cac:TaxScheme": { "cbc:ID": "VAT" } };
  const items = lines.filter((line) => line.kind === "item");
  const documentLevel = lines.filter((line) => line.kind !== "item");
  const invoice = {
    "ubl:Invoice": {
      "cbc:CustomizationID": "urn:cen.eu:en16931:2017",
      "cbc:ID": row.number,
      "cbc:IssueDate": row.issueDate,
      ...(row.kind === "invoice" ? { "cbc:DueDate": row.dueDate } : {}),
      "cbc:InvoiceTypeCode": row.kind === "invoice" ? "380" : "381",
      // The library (2.3.4) drops BT-25 (preceding invoice) on its way to CII: the note names it too.
      ...(row.corrects || row.reason
        ? { "cbc:Note": [row.corrects ? `${texts.corrects} ${row.corrects}` : null, row.reason].filter(Boolean).join(" – ") }
        : {}),
      "cbc:DocumentCurrencyCode": EUR,
      ...(row.buyer.clientCode ? { "cbc:BuyerReference": row.buyer.clientCode } : {}),
      ...(row.orderNumber ? { "cac:OrderReference": { "cbc:ID": row.orderNumber } } : {}),
      ...(row.corrects ? { "cac:BillingReference": [{ "cac:InvoiceDocumentReference": { "cbc:ID": row.corrects } }] } : {}),
      "cac:AccountingSupplierParty": { "cac:Party": partyOf(row.seller, "0002") },
      "cac:AccountingCustomerParty": { "cac:Party": partyOf(row.buyer, "0009") },
      ...(row.deliveredCustomer
        ? {
            "cac:Delivery": {
              ...(row.deliveredCity
                ? {
                    "cac:DeliveryLocation": {
                      "cac:Address": {
                        "cbc:CityName": row.deliveredCity,
                        "cac:Country": { "cbc:IdentificationCode": row.buyer.countryCode },
                      },
                    },
                  }
                : {}),
              "cac:DeliveryParty": { "cac:PartyName": { "cbc:Name": row.deliveredCustomer } },
            },
          }
        : {}),
      ...(row.kind === "invoice"
        ? {
            "cac:PaymentMeans": [
              {
                "cbc:PaymentMeansCode": "30",
                "cbc:PaymentID": row.number,
                "cac:PayeeFinancialAccount": {
                  "cbc:ID": sellerBankAccount.iban,
                  "cac:FinancialInstitutionBranch": { "cbc:ID": sellerBankAccount.bic },
                },
              },
            ],
            "cac:PaymentTerms": { "cbc:Note": texts.terms[row.paymentTerms] },
          }
        : {}),
      ...(documentLevel.length > 0
        ? {
            "cac:AllowanceCharge": documentLevel.map((line) => ({
              "cbc:ChargeIndicator": line.kind === "charge" ? "true" : "false",
              "cbc:AllowanceChargeReasonCode": line.kind === "charge" ? (line.reference === "packaging" ? "ABL" : "FC") : "95",
              "cbc:AllowanceChargeReason": line.description,
              "cbc:Amount": decimal(line.totalCents),
              "cbc:Amount@currencyID": EUR,
              "cac:TaxCategory": taxCategory,
            })),
          }
        : {}),
      "cac:TaxTotal": [
        {
          "cbc:TaxAmount": decimal(row.vatCents),
          "cbc:TaxAmount@currencyID": EUR,
          "cac:TaxSubtotal": [
            {
              "cbc:TaxableAmount": decimal(row.totalExclVatCents),
              "cbc:TaxableAmount@currencyID": EUR,
              "cbc:TaxAmount": decimal(row.vatCents),
              "cbc:TaxAmount@currencyID": EUR,
              "cac:TaxCategory": taxCategory,
            },
          ],
        },
      ],
      "cac:LegalMonetaryTotal": {
        "cbc:LineExtensionAmount": decimal(row.linesCents),
        "cbc:LineExtensionAmount@currencyID": EUR,
        "cbc:TaxExclusiveAmount": decimal(row.totalExclVatCents),
        "cbc:TaxExclusiveAmount@currencyID": EUR,
        "cbc:TaxInclusiveAmount": decimal(row.totalInclVatCents),
        "cbc:TaxInclusiveAmount@currencyID": EUR,
        ...(row.allowancesCents > 0
          ? { "cbc:AllowanceTotalAmount": decimal(row.allowancesCents), "cbc:AllowanceTotalAmount@currencyID": EUR }
          : {}),
        ...(row.chargesCents > 0 ? { "cbc:ChargeTotalAmount": decimal(row.chargesCents), "cbc:ChargeTotalAmount@currencyID": EUR } : {}),
        "cbc:PayableAmount": decimal(row.totalInclVatCents),
        "cbc:PayableAmount@currencyID": EUR,
      },
      "cac:InvoiceLine": items.map((line, index) => ({
        "cbc:ID": String(index + 1),
        "cbc:InvoicedQuantity": String(line.quantity),
        "cbc:InvoicedQuantity@unitCode": "H87",
        "cbc:LineExtensionAmount": decimal(line.totalCents),
        "cbc:LineExtensionAmount@currencyID": EUR,
        "cac:Item": {
          "cbc:Name": line.description,
          "cac:SellersItemIdentification": { "cbc:ID": line.reference },
          "cac:ClassifiedTaxCategory": taxCategory,
        },
        "cac:Price": { "cbc:PriceAmount": decimal(line.unitPriceCents), "cbc:PriceAmount@currencyID": EUR },
      })),
    },
  };
  return invoice as unknown as Invoice;
}

function partyLines(party: InvoiceParty, vatLabel: string): string[] {
  return [
    party.name,
    party.street,
    [party.postcode, party.city].filter(Boolean).join(" "),
    party.countryCode,
    party.siret ? `SIRET ${party.siret}` : null,
    party.vatId ? `${vatLabel} ${party.vatId}` : null,
  ].filter((line): line is string => Boolean(line));
}

/** The page in the house style, in `locale`. */
export function renderVisualPdf(row: InvoiceRow, lines: readonly InvoiceLineRow[], locale: Locale) {
  const texts = invoiceTexts[locale];
  const money = (cents: number) => formatMoney(cents, locale);
  const rate = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(row.vatRateBasisPoints / 10_000);
  const seller = row.seller;
  return renderDocumentPdf({
    locale,
    issuer: {
      name: seller.name,
      lines: [
        [seller.street, [seller.postcode, seller.city].filter(Boolean).join(" ")].filter(Boolean).join(", "),
        `SIRET ${seller.siret ?? ""} – ${texts.vatNumber} ${seller.vatId ?? ""}`,
        seller.email ?? "",
      ].filter(Boolean),
    },
    title: texts.title[row.kind],
    number: row.number,
    meta: [
      { label: texts.issueDate, value: formatDate(row.issueDate, locale) },
      ...(row.kind === "invoice" ? [{ label: texts.dueDate, value: formatDate(row.dueDate, locale) }] : []),
      ...(row.orderNumber ? [{ label: texts.order, value: row.orderNumber }] : []),
      ...(row.buyer.clientCode ? [{ label: texts.clientCode, value: row.buyer.clientCode }] : []),
      ...(row.corrects ? [{ label: texts.corrects, value: row.corrects }] : []),
    ],
    parties: [
      { label: texts.billedTo, lines: partyLines(row.buyer, texts.vatNumber) },
      ...(row.deliveredCustomer
        ? [{ label: texts.deliveredTo, lines: [row.deliveredCustomer, row.deliveredCity].filter((line): line is string => Boolean(line)) }]
        : []),
    ],
    columns: [
      { label: texts.columns.reference, width: 1.3 },
      { label: texts.columns.description, width: 3 },
      { label: texts.columns.quantity, width: 0.6, align: "right" },
      { label: texts.columns.unitPrice, width: 1.2, align: "right" },
      { label: texts.columns.total, width: 1.2, align: "right" },
    ],
    rows: lines.map((line) => [
      line.kind === "item" ? line.reference : "",
      line.description,
      line.kind === "item" ? String(line.quantity) : "",
      line.kind === "item" ? money(line.unitPriceCents) : "",
      money(line.kind === "allowance" ? -line.totalCents : line.totalCents),
    ]),
    totals: [
      ...(row.allowancesCents > 0 || row.chargesCents > 0 ? [{ label: texts.items, value: money(row.linesCents) }] : []),
      ...(row.allowancesCents > 0 ? [{ label: texts.allowances, value: money(-row.allowancesCents) }] : []),
      ...(row.chargesCents > 0 ? [{ label: texts.charges, value: money(row.chargesCents) }] : []),
      { label: texts.totalExclVat, value: money(row.totalExclVatCents) },
      { label: texts.vat(rate), value: money(row.vatCents) },
      { label: texts.totalInclVat, value: money(row.totalInclVatCents), strong: true },
    ],
    notes: [
      ...(row.reason ? [texts.reason(row.reason)] : []),
      ...(row.kind === "invoice" ? [texts.terms[row.paymentTerms], texts.bank(sellerBankAccount.iban, sellerBankAccount.bic)] : []),
    ],
    footer: [texts.legal],
    pageOf: texts.page,
    subject: `${texts.title[row.kind]} ${row.number}`,
  });
}

const invoiceService = new InvoiceService({
  log: () => {},
  warn: () => {},
  error: () => {},
});

const languageTags: Record<Locale, string> = { fr: "fr-fr", en: "en-gb", de: "de-de", nl: "nl-nl" };

/** The Factur-X PDF of a document: its page, made PDF/A-3, with its CII XML attached. */
export async function renderInvoicePdf(row: InvoiceRow, lines: readonly InvoiceLineRow[], locale: Locale): Promise<Uint8Array> {
  const visual = await renderVisualPdf(row, lines, locale);
  const result = await invoiceService.generate(eInvoiceOf(row, lines, locale), {
    format: FORMAT,
    lang: languageTags[locale],
    pdf: { buffer: visual, filename: `${row.number}.pdf`, mimetype: "application/pdf" },
    noWarnings: true,
  });
  if (typeof result === "string") throw new Error("Factur-X generation answered XML instead of a PDF");
  return result;
}
