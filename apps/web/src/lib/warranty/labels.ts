import { LABOUR_UNIT_MINUTES } from "@portal/domain/warranty/rules";
import type { WarrantyStatus } from "@portal/domain/warranty/status";
import type { StatusTone } from "@/components/ui/status-badge";

/** Waiting for the customer in amber, being handled in blue, closed in green or red; the label always says it. */
export const warrantyTones: Record<WarrantyStatus, StatusTone> = {
  new: "neutral",
  in_progress: "info",
  request_more_information: "warning",
  waiting_piece: "warning",
  waiting_supplier: "info",
  accepted: "success",
  refused: "danger",
};

/** Quarter hours of labour as whole hours and minutes. */
export function labourParts(units: number): { hours: number; minutes: number } {
  const minutes = units * LABOUR_UNIT_MINUTES;
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** The claim's page with `[warrantyToken]` in place of its token, for links made in the browser. */
export const warrantyPathOf = (template: string, token: string) => template.replace("[warrantyToken]", encodeURIComponent(token));
