import type { PartsmartLine, PartsmartReport } from "@portal/domain/parts/schemas";
import { apiRequest } from "../api/client";

/**
 * Puts the lines picked on a view (or sent by an external catalogue) into the customer's open cart.
 * The answer goes unchecked, as the product page's button takes it: no schema library in the page.
 */
export const orderParts = (lines: PartsmartLine[], tokenValue?: string | null) =>
  apiRequest<PartsmartReport>("/api/v2/shop/orders/partsmart", { method: "POST", body: tokenValue ? { tokenValue, lines } : { lines } });
