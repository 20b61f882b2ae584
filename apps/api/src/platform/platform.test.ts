import { once } from "node:events";
import { connect } from "node:net";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { registerHealth } from "./health";

let t: TestApp;
beforeAll(async () => {
  // Requests over a real socket must arrive whole within a second (app.inject has no socket).
  t = await createTestApp({ REQUEST_TIMEOUT_SECONDS: "1" });
});
afterAll(async () => {
  await t.close();
});

describe("platform", () => {
  it("answers health and readiness", async () => {
    expect((await t.app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    expect((await t.app.inject({ url: "/readyz" })).json()).toEqual({ status: "ready" });
  });

  it("is not ready while something warms up, and ready once the search index is built", async () => {
    const probe = Fastify();
    let warming = true;
    registerHealth(probe, { db: t.db.db, databasePrepared: () => true, warming: () => warming });
    const response = await probe.inject({ url: "/readyz" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: "warming" });
    warming = false;
    expect((await probe.inject({ url: "/readyz" })).statusCode).toBe(200);
    await probe.close();

    await t.app.catalogSearch.warm(["fr"]);
    expect(t.app.catalogSearch.warming).toBe(false);
    expect((await t.app.inject({ url: "/readyz" })).json()).toEqual({ status: "ready" });
  });

  it("cuts a request whose body trickles in, on the API itself", async () => {
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    const address = t.app.server.address();
    const socket = connect(typeof address === "object" && address ? address.port : 0, "127.0.0.1");
    await once(socket, "connect");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    const started = Date.now();
    socket.write(
      "POST /api/v2/shop/authentication-token HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
    );
    // A byte every 200 ms: never idle long enough for an idle timeout, yet never done.
    const drip = setInterval(() => socket.write(" "), 200);
    await once(socket, "close");
    clearInterval(drip);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it("answers unknown routes with a problem+json 404", async () => {
    const response = await t.app.inject({ url: "/api/v2/shop/does-not-exist", headers: { "accept-language": "en" } });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/problem+json");
    expect(response.json()).toMatchObject({ status: 404, code: "request.not_found", title: "Resource not found." });
  });

  it("describes every shop call in the OpenAPI document", async () => {
    const spec = (await t.app.inject({ url: "/api/v2/docs/openapi.json" })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        "/api/v2/shop/authentication-token",
        "/api/v2/shop/token/refresh",
        "/api/v2/shop/customers/{id}",
        "/api/v2/shop/customers/{id}/password",
        "/api/v2/shop/customers/{id}/company",
        "/api/v2/shop/customer-exists/{email}",
        "/api/v2/shop/countries",
        "/api/v2/shop/customer-capacities",
        "/api/v2/shop/activities",
      ]),
    );
    expect(spec.paths["/api/v2/shop/authentication-token"].post.requestBody.content["application/json"].schema.properties).toHaveProperty(
      "email",
    );
    const ui = await t.app.inject({ url: "/api/v2/docs/" });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers["content-type"]).toContain("text/html");
  });
});
