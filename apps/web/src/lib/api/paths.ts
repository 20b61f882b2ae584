/** API calls that open, renew or close a session. */
export const sessionPaths = {
  login: "/api/v2/shop/authentication-token",
  refresh: "/api/v2/shop/token/refresh",
  logout: "/api/v2/shop/logout",
} as const;
