import { z } from "zod";
import { passwordViolations } from "./password-rules";

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordRule, passwordViolations } from "./password-rules";

export const newPasswordSchema = z.string().superRefine((value, ctx) => {
  for (const rule of passwordViolations(value)) {
    ctx.addIssue({ code: "custom", message: `password.${rule}`, params: { rule } });
  }
});
