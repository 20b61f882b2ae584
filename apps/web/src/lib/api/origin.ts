/** Where the API listens, read at request time so one build runs against any deployment. */
export function apiOrigin(): string {
  const configured = process.env.API_URL?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  return `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
}

/** The content service: a Strapi-compatible service when CONTENT_URL is set, the API's built-in one otherwise. */
export function contentBaseUrl(): string {
  const configured = process.env.CONTENT_URL?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  return `${apiOrigin()}/api/content`;
}
