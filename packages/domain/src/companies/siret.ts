/**
 * French company identifiers: SIREN (9 digits) and SIRET (14 digits = SIREN + establishment number).
 * Both carry a Luhn checksum. La Poste's establishments (SIREN 356000000) are the one documented
 * exception: their SIRET digits add up to a multiple of 5 instead.
 */
const LA_POSTE_SIREN = "356000000";

export function normalizeSiret(value: string): string {
  return value.replace(/[\s.-]/g, "");
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isValidSiren(value: string): boolean {
  const digits = normalizeSiret(value);
  return /^\d{9}$/.test(digits) && luhnValid(digits);
}

export function isValidSiret(value: string): boolean {
  const digits = normalizeSiret(value);
  if (!/^\d{14}$/.test(digits)) return false;
  if (digits.startsWith(LA_POSTE_SIREN) && digits !== `${LA_POSTE_SIREN}00048`) {
    const total = [...digits].reduce((sum, digit) => sum + Number(digit), 0);
    return total % 5 === 0;
  }
  return luhnValid(digits);
}

/** Spec section 5: a SIREN (9 digits) or SIRET (14 digits) that passes its checksum. */
export function isValidSirenOrSiret(value: string): boolean {
  const digits = normalizeSiret(value);
  return digits.length === 9 ? isValidSiren(digits) : isValidSiret(digits);
}

/** Appends the Luhn check digit to `digits` (used to make valid identifiers for demo data). */
export function withLuhnCheckDigit(digits: string): string {
  for (let check = 0; check <= 9; check++) {
    if (luhnValid(`${digits}${check}`)) return `${digits}${check}`;
  }
  throw new Error("unreachable");
}
