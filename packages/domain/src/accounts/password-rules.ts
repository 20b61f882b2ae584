/** The password rules as plain code: the browser's forms check them without the schema library. */

/** Spec section 5: at least 8 characters with 1 uppercase, 1 lowercase and 1 digit. */
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound so hashing cost stays bounded whatever a client sends. */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordRule = "min_length" | "max_length" | "uppercase" | "lowercase" | "digit";

export function passwordViolations(password: string): PasswordRule[] {
  const violations: PasswordRule[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) violations.push("min_length");
  if (password.length > PASSWORD_MAX_LENGTH) violations.push("max_length");
  if (!/\p{Lu}/u.test(password)) violations.push("uppercase");
  if (!/\p{Ll}/u.test(password)) violations.push("lowercase");
  if (!/\p{Nd}/u.test(password)) violations.push("digit");
  return violations;
}
