import { z } from "zod";
import { type ErrorCode, errorCodes } from "./codes";

export const errorCodeSchema = z.enum(errorCodes as [ErrorCode, ...ErrorCode[]]);

/** RFC 9457 problem details, with the stable `code` clients switch on. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: errorCodeSchema,
  detail: z.string().optional(),
  instance: z.string().optional(),
  /** Field errors of a `request.invalid` answer: the path and a message key per problem. */
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof problemSchema>;
