import { CSRF_HEADER } from "@portal/domain/accounts/session-cookies";
import type { z } from "zod";
import { browserCookieNames } from "../auth/cookie-names";
import { sessionPaths } from "./paths";
import { type ApiResult, networkFailure, readResult } from "./problem";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** A `FormData` body goes as multipart (the browser sets its boundary); anything else as JSON. */
type BrowserRequest<T> = { method?: Method; body?: unknown; schema?: z.ZodType<T> };

const MAX_ATTEMPTS = 2;
// Calls that open or close a session never trigger a refresh themselves.
const SESSION_PATHS: string[] = Object.values(sessionPaths);

export function readCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  for (const part of document.cookie.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

function headersFor(method: Method, hasBody: boolean | "multipart"): Record<string, string> {
  const headers: Record<string, string> = { accept: "application/json" };
  const language = typeof document === "undefined" ? undefined : document.documentElement.lang;
  if (language) headers["accept-language"] = language;
  if (hasBody === true) headers["content-type"] = method === "PATCH" ? "application/merge-patch+json" : "application/json";
  if (method !== "GET") {
    const csrf = readCookie(browserCookieNames().csrf);
    if (csrf) headers[CSRF_HEADER] = csrf;
  }
  return headers;
}

let pendingRefresh: Promise<boolean> | null = null;

/** One refresh at a time: concurrent expired calls wait for the same one (refresh tokens rotate). */
function refreshOnce(): Promise<boolean> {
  pendingRefresh ??= fetch(sessionPaths.refresh, {
    method: "POST",
    credentials: "same-origin",
    headers: headersFor("POST", true),
    body: "{}",
  })
    .then((response) => response.ok)
    .catch(() => false)
    .finally(() => {
      pendingRefresh = null;
    });
  return pendingRefresh;
}

/** Calls the API from the browser, same origin, with the session cookies and the CSRF header. */
export async function apiRequest<T = unknown>(path: string, request: BrowserRequest<T> = {}): Promise<ApiResult<T>> {
  const method = request.method ?? "GET";
  const multipart = typeof FormData !== "undefined" && request.body instanceof FormData;
  for (let attempt = 1; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        credentials: "same-origin",
        headers: headersFor(method, multipart ? "multipart" : request.body !== undefined),
        body: request.body === undefined ? undefined : multipart ? (request.body as FormData) : JSON.stringify(request.body),
      });
    } catch {
      return networkFailure;
    }
    const result = await readResult(response, request.schema);
    if (result.ok || attempt >= MAX_ATTEMPTS || SESSION_PATHS.includes(path)) return result;
    // An access cookie past its expiry is no longer sent at all, so a missing login counts too.
    if (result.code !== "auth.token_expired" && result.code !== "auth.login_required") return result;
    if (!(await refreshOnce())) return result;
  }
}
