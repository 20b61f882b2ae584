/**
 * Settings of the web server read from its environment, at request time: one build serves any
 * deployment. Nothing else in the web reads `process.env`.
 */
export const webConfig = {
  /** Under `next dev`, whose React build evaluates code. */
  development: (): boolean => process.env.NODE_ENV === "development",
  /** Where the web server listens. */
  port: (): number => Number(process.env.PORT ?? 3000),
  /** The API's address when it is not on this machine (API_URL), else its port here. */
  apiUrl: (): string | undefined => process.env.API_URL?.trim() || undefined,
  apiPort: (): number => Number(process.env.API_PORT ?? 3001),
  /** A Strapi-compatible content service; the API's built-in one without it. */
  contentUrl: (): string | undefined => process.env.CONTENT_URL?.trim() || undefined,
  /** The visual theme's name (`THEME`). */
  theme: (): string | undefined => process.env.THEME,
};
