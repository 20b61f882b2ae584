/**
 * Warranty rules (spec sections 5 and 9). Dates are calendar days `YYYY-MM-DD` in the
 * manufacturer's time zone; callers pass `today` from their clock so the rules stay pure.
 */

export const WARRANTY_TIME_ZONE = "Europe/Paris";
/** A claim is filed at the latest this many days after the incident (day 30 included). */
export const CLAIM_DEADLINE_DAYS = 30;
/** Replaced parts must reach the manufacturer within this many months of the claim, or it is refused. */
export const PARTS_RECEPTION_MONTHS = 2;
/** Labour is counted in quarter hours. */
export const LABOUR_UNIT_MINUTES = 15;
/** 200 hours of labour on one claim. */
export const MAX_LABOUR_UNITS = 800;

const dateFormat = new Intl.DateTimeFormat("en-CA", { timeZone: WARRANTY_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar day of an instant in Paris. */
export function warrantyDateOf(instant: Date): string {
  return dateFormat.format(instant);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): [number, number, number] {
  const match = DAY.exec(date);
  if (!match) throw new RangeError(`not a calendar date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const format = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return format(new Date(Date.UTC(y, m - 1, d + days)));
}

/** Calendar months; a day the target month lacks becomes its last day (31 December + 2 months = 28 or 29 February). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return format(new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))));
}

/** The last day a claim for this incident may be filed. */
export const claimDeadline = (incidentDate: string) => addDays(incidentDate, CLAIM_DEADLINE_DAYS);

export function isWithinClaimDeadline(incidentDate: string, today: string): boolean {
  return today <= claimDeadline(incidentDate);
}

/** The last day the replaced parts of a claim filed on `claimDate` may be received. */
export const partsDeadline = (claimDate: string) => addMonths(claimDate, PARTS_RECEPTION_MONTHS);

/** A claim waiting for parts that have not arrived is overdue the day after its parts deadline. */
export function arePartsOverdue(claim: { claimDate: string; partsReceivedAt: string | null }, today: string): boolean {
  return claim.partsReceivedAt === null && today > partsDeadline(claim.claimDate);
}

/** Labour as minutes, for display. */
export const labourMinutes = (units: number) => units * LABOUR_UNIT_MINUTES;

export function isValidLabourUnits(units: number): boolean {
  return Number.isInteger(units) && units >= 0 && units <= MAX_LABOUR_UNITS;
}

/** A document entry carries a file, a comment, or both. */
export function isDocumentFilled(entry: { fileField?: string | null; comment?: string | null }): boolean {
  return Boolean(entry.fileField) || Boolean(entry.comment?.trim());
}

export type ClaimDateIssue = {
  code: "warranty.incident_in_future" | "warranty.claim_deadline_passed" | "warranty.commissioning_after_incident";
  path: string;
};

/**
 * The claim's dates checked against each other and `today`: the incident is not in the future, the
 * claim is filed within 30 days of it, and the machine was put into service before the incident.
 */
export function claimDateIssues(claim: { incidentDate: string; commissioningDate: string }, today: string): ClaimDateIssue[] {
  const issues: ClaimDateIssue[] = [];
  if (claim.incidentDate > today) issues.push({ code: "warranty.incident_in_future", path: "incident.date" });
  else if (!isWithinClaimDeadline(claim.incidentDate, today))
    issues.push({ code: "warranty.claim_deadline_passed", path: "incident.date" });
  if (claim.commissioningDate > claim.incidentDate)
    issues.push({ code: "warranty.commissioning_after_incident", path: "commissioningDate" });
  return issues;
}

/** Each replaced part is backed by an invoice of the company that holds its reference. */
export function partsWithoutInvoice<P extends { reference: string; invoiceNumber: string }>(
  parts: readonly P[],
  invoiced: (reference: string, invoiceNumber: string) => boolean,
): P[] {
  return parts.filter((part) => !part.invoiceNumber || !invoiced(part.reference, part.invoiceNumber));
}

/** Human-readable claim numbers: G, the year and a sequence (G-2026-000123). */
export const formatClaimNumber = (year: number, sequence: number) => `G-${year}-${String(sequence).padStart(6, "0")}`;
export const claimNumberPattern = /^G-\d{4}-\d{6,9}$/;
