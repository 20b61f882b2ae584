export type ParsedCookie = {
  name: string;
  value: string;
  path?: string;
  domain?: string;
  maxAge?: number;
  expires?: Date;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: "lax" | "strict" | "none";
};

/** Parses one `Set-Cookie` header value, enough to re-set the cookie through Next's cookie store. */
export function parseSetCookie(header: string): ParsedCookie | null {
  const [pair = "", ...attributes] = header.split(";");
  const separator = pair.indexOf("=");
  if (separator <= 0) return null;
  const cookie: ParsedCookie = { name: pair.slice(0, separator).trim(), value: pair.slice(separator + 1).trim() };
  try {
    cookie.value = decodeURIComponent(cookie.value);
  } catch {
    // keep the raw value
  }
  for (const attribute of attributes) {
    const [rawKey = "", ...rest] = attribute.split("=");
    const key = rawKey.trim().toLowerCase();
    const value = rest.join("=").trim();
    if (key === "path") cookie.path = value;
    else if (key === "domain") cookie.domain = value;
    else if (key === "max-age" && /^-?\d+$/.test(value)) cookie.maxAge = Number(value);
    else if (key === "expires") {
      const date = new Date(value);
      if (!Number.isNaN(date.getTime())) cookie.expires = date;
    } else if (key === "httponly") cookie.httpOnly = true;
    else if (key === "secure") cookie.secure = true;
    else if (key === "samesite") {
      const sameSite = value.toLowerCase();
      if (sameSite === "lax" || sameSite === "strict" || sameSite === "none") cookie.sameSite = sameSite;
    }
  }
  return cookie;
}
