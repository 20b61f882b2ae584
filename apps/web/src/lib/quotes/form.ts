import { requestQuoteSchema } from "@portal/domain/quotes/schemas";
import { z } from "zod";

/**
 * The request-a-quote form: the request's own schema, the address read from a select (text) first.
 * Text fields stay text in the form; the API schema trims them and reads blanks as none.
 */
export const requestQuoteFormSchema = z.object({
  name: requestQuoteSchema.shape.name,
  serialNumber: requestQuoteSchema.shape.serialNumber,
  shippingAddress: z.string().regex(/^\d+$/).transform(Number).pipe(requestQuoteSchema.shape.shippingAddress),
});

export type RequestQuoteFormInput = z.input<typeof requestQuoteFormSchema>;
export type RequestQuoteFormValues = z.output<typeof requestQuoteFormSchema>;
