import { type PartsmartLine, partsmartReportSchema } from "@portal/domain/parts/schemas";
import { apiRequest } from "../api/client";

/** Puts the lines picked on a view (or sent by an external catalogue) into the customer's open cart. */
export const orderParts = (lines: PartsmartLine[], tokenValue?: string | null) =>
  apiRequest("/api/v2/shop/orders/partsmart", {
    method: "POST",
    body: tokenValue ? { tokenValue, lines } : { lines },
    schema: partsmartReportSchema,
  });
