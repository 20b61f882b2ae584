import { sessionCookieNames } from "@portal/domain/accounts/session-cookies";
import type { Locale } from "@portal/domain/i18n/locales";
import { cookies, headers as requestHeaders } from "next/headers";
import { getLocale } from "next-intl/server";
import { cache } from "react";
import type { z } from "zod";
import { isSecureRequest } from "../auth/cookie-names";
import { refreshSession } from "../auth/refresh";
import { parseSetCookie } from "../auth/set-cookie";
import { apiOrigin } from "./origin";
import { type ApiResult, networkFailure, readResult } from "./problem";

type ServerRequest<T> = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  schema?: z.ZodType<T>;
  locale?: Locale;
};

const MAX_ATTEMPTS = 2;

// A token refreshed during this request, so later calls of the same render use it.
const requestSession = cache((): { token?: string } => ({}));

async function persistCookies(setCookies: string[]) {
  const store = await cookies();
  for (const header of setCookies) {
    const cookie = parseSetCookie(header);
    if (!cookie) continue;
    try {
      store.set(cookie);
    } catch {
      // Rendering cannot set cookies; the proxy refreshes before the next page anyway.
      return;
    }
  }
}

/** Calls the API from the server with the visitor's session and language. */
export async function apiFetch<T>(path: string, request: ServerRequest<T> = {}): Promise<ApiResult<T>> {
  const store = await cookies();
  const secure = isSecureRequest(await requestHeaders());
  const names = sessionCookieNames(secure);
  const session = requestSession();
  const locale = request.locale ?? ((await getLocale()) as Locale);
  let token = session.token ?? store.get(names.token)?.value;

  for (let attempt = 1; ; attempt++) {
    const headers: Record<string, string> = { accept: "application/json", "accept-language": locale };
    if (token) headers.authorization = `Bearer ${token}`;
    if (request.body !== undefined) {
      headers["content-type"] = request.method === "PATCH" ? "application/merge-patch+json" : "application/json";
    }
    let response: Response;
    try {
      response = await fetch(`${apiOrigin()}${path}`, {
        method: request.method ?? "GET",
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        cache: "no-store",
      });
    } catch {
      return networkFailure;
    }
    const result = await readResult(response, request.schema);
    if (result.ok || result.code !== "auth.token_expired" || attempt >= MAX_ATTEMPTS) return result;

    const refreshToken = store.get(names.refreshToken)?.value;
    if (!refreshToken) return result;
    const outcome = await refreshSession(apiOrigin(), refreshToken, { secure });
    if (outcome.kind !== "refreshed") return result;
    await persistCookies(outcome.setCookies);
    token = outcome.token;
    session.token = token;
  }
}
