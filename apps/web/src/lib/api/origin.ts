import { webConfig } from "../config";

/** Where the API listens, read at request time so one build runs against any deployment. */
export function apiOrigin(): string {
  const configured = webConfig.apiUrl();
  if (configured) return configured.replace(/\/+$/, "");
  return `http://127.0.0.1:${webConfig.apiPort()}`;
}

/** The content service: a Strapi-compatible service when CONTENT_URL is set, the API's built-in one otherwise. */
export function contentBaseUrl(): string {
  const configured = webConfig.contentUrl();
  if (configured) return configured.replace(/\/+$/, "");
  return `${apiOrigin()}/api/content`;
}
