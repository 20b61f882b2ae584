import { z } from "zod";

/** `{countryCode}-{department}`: a country and the first two (or three) characters of a postal code, e.g. FR-49, FR-2A. */
const DEPARTMENT_KEY = /^([A-Za-z]{2})-([0-9A-Za-z]{2,3})$/;

export function parseDepartmentKey(value: string): { countryCode: string; department: string } | null {
  const match = DEPARTMENT_KEY.exec(value.trim());
  if (!match?.[1] || !match[2]) return null;
  return { countryCode: match[1].toUpperCase(), department: match[2].toUpperCase() };
}

export const departmentKeySchema = z
  .string()
  .max(8)
  .transform((value, ctx) => {
    const parsed = parseDepartmentKey(value);
    if (!parsed) {
      ctx.addIssue({ code: "custom", message: "department.invalid" });
      return z.NEVER;
    }
    return parsed;
  });

export const salesRepresentativeSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type SalesRepresentative = z.infer<typeof salesRepresentativeSchema>;
