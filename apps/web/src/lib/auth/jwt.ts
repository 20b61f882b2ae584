/** Reads the `exp` claim (seconds) of a JWT without verifying it: only used to decide when to refresh. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, "+")
      .replace(/_/g, "/")
      .padEnd(Math.ceil(payload.length / 4) * 4, "=");
    const claims: unknown = JSON.parse(atob(base64));
    if (claims && typeof claims === "object" && "exp" in claims && typeof claims.exp === "number") return claims.exp;
    return null;
  } catch {
    return null;
  }
}

/** A token that is missing, unreadable or expires within `marginSeconds` needs refreshing now. */
export function needsRefresh(token: string | undefined, nowMs: number, marginSeconds = 30): boolean {
  if (!token) return true;
  const exp = jwtExpiry(token);
  if (exp === null) return true;
  return exp * 1000 - nowMs <= marginSeconds * 1000;
}
