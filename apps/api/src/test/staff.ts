import type { FastifyInstance, InjectOptions } from "fastify";
import { bearer, DEMO_PASSWORD } from "./harness";

export const STAFF_EMAIL = "staff@demo.example";

/** A staff token of the demo staff member (or `email`'s). */
export async function staffToken(app: FastifyInstance, email = STAFF_EMAIL): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/v2/admin/authentication-token",
    payload: { email, password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`staff login failed: ${response.statusCode} ${response.body}`);
  return response.json().token;
}

/** A call to the admin API with a staff token or an API key (or nothing), JSON in and out. */
export function adminCall(app: FastifyInstance, token: string | null, method: InjectOptions["method"], path: string, payload?: unknown) {
  return app.inject({
    method,
    url: `/api/v2/admin/${path}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
