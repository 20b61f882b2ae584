/** Driver errors, told apart from query errors. */
const unavailableErrnos = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "ENOTFOUND",
]);
// SQLSTATE 08… connection exceptions; 57P01–57P03 the server shutting down, crashed or starting; 53300 too many connections.
const unavailableSqlStates = /^(08...|57P0[123]|53300)$/;
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Cannot use a pool after calling end/i;

/**
 * Whether an error means the database cannot be reached right now (rather than a bad query): the
 * caller may try again later. Drizzle wraps driver errors, so the causes are looked through.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (unavailableErrnos.has(code) || unavailableSqlStates.test(code))) return true;
    if (unavailableMessages.test(current.message)) return true;
  }
  return false;
}
