import { headers } from "next/headers";

/** The public origin of the current request, as the visitor typed it (behind a proxy too). */
export async function requestOrigin(): Promise<URL> {
  const requestHeaders = await headers();
  const host = requestHeaders.get("x-forwarded-host") ?? requestHeaders.get("host") ?? "localhost:3000";
  const local = host.startsWith("localhost") || host.startsWith("127.");
  const protocol = requestHeaders.get("x-forwarded-proto") ?? (local ? "http" : "https");
  return new URL(`${protocol}://${host}`);
}
