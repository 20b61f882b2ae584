import { tokenPairSchema } from "@portal/domain/accounts/schemas";
import { sessionPaths } from "../api/paths";

export type RefreshOutcome =
  | { kind: "refreshed"; token: string; setCookies: string[] }
  /** The API refused the refresh token: the session is over. */
  | { kind: "rejected"; setCookies: string[] }
  /** The API could not be reached or answered oddly: keep the session, try again later. */
  | { kind: "failed" };

// Refresh tokens rotate: parallel requests of one page (prefetches, assets) carrying the same
// refresh token must share one refresh, or the second one would look like a stolen token.
const SHARE_MS = 15_000;
const inflight = new Map<string, { startedAt: number; outcome: Promise<RefreshOutcome> }>();

async function requestRefresh(apiOrigin: string, refreshToken: string, secure: boolean): Promise<RefreshOutcome> {
  let response: Response;
  try {
    response = await fetch(`${apiOrigin}${sessionPaths.refresh}`, {
      method: "POST",
      // The API names and flags the cookies it sets by the browser's scheme, not this call's.
      headers: { "content-type": "application/json", accept: "application/json", "x-forwarded-proto": secure ? "https" : "http" },
      body: JSON.stringify({ refresh_token: refreshToken }),
      cache: "no-store",
    });
  } catch {
    return { kind: "failed" };
  }
  const setCookies = response.headers.getSetCookie();
  if (response.status === 401) return { kind: "rejected", setCookies };
  if (!response.ok) return { kind: "failed" };
  const parsed = tokenPairSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return { kind: "failed" };
  return { kind: "refreshed", token: parsed.data.token, setCookies };
}

/** Rotates the refresh token for a browser that reached the web over HTTPS (`secure`) or not. */
export function refreshSession(
  apiOrigin: string,
  refreshToken: string,
  { secure = false, now = Date.now() }: { secure?: boolean; now?: number } = {},
): Promise<RefreshOutcome> {
  for (const [key, entry] of inflight) if (now - entry.startedAt > SHARE_MS) inflight.delete(key);
  const shared = inflight.get(refreshToken);
  if (shared) return shared.outcome;
  const outcome = requestRefresh(apiOrigin, refreshToken, secure);
  inflight.set(refreshToken, { startedAt: now, outcome });
  return outcome;
}
