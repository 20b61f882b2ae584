import {
  type ClaimCreate,
  claimCreatedSchema,
  machineSuggestionListSchema,
  referenceInvoiceListSchema,
} from "@portal/domain/warranty/schemas";
import { apiRequest } from "../api/client";

const shop = "/api/v2/shop";

/** The warranty API's calls from the browser. */
export const warrantyApi = {
  /** The company's invoices holding a reference, newest first. */
  referenceInvoices: (reference: string) =>
    apiRequest(`${shop}/reference-invoices?reference=${encodeURIComponent(reference)}`, { schema: referenceInvoiceListSchema }),
  /** Machines of the catalogue matching a name or code, for a claim without a registered machine. */
  machines: (term: string) =>
    apiRequest(`${shop}/product-variants-machine-simplified-warranty-autocomplete?term=${encodeURIComponent(term)}`, {
      schema: machineSuggestionListSchema,
    }),
  /** Files a claim: its fields as JSON in `claim`, each document's file in the field it names. */
  file: (claim: ClaimCreate, files: { field: string; file: File }[]) => {
    const form = new FormData();
    form.set("claim", JSON.stringify(claim));
    for (const { field, file } of files) form.append(field, file, file.name);
    return apiRequest(`${shop}/machine-warranties`, { method: "POST", body: form, schema: claimCreatedSchema });
  },
  /** Adds a comment, with files, to the conversation of a claim. */
  comment: (claimToken: string, comment: string, files: File[]) => {
    const form = new FormData();
    form.set("claim", claimToken);
    if (comment.trim()) form.set("comment", comment);
    for (const [index, file] of files.entries()) form.append(`files[${index}]`, file, file.name);
    // The page is read again afterwards (the status may have moved), so the answer's body is not needed.
    return apiRequest(`${shop}/machine-warranty-comments`, { method: "POST", body: form });
  },
  deleteComment: (id: number) => apiRequest(`${shop}/machine-warranty-comments/${id}`, { method: "DELETE" }),
};
