import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { returnOrigin } from "./return-origin";

/** The origin a request would send the buyer back to, as the web server forwards it. */
async function originFor(forwardedHost: string, config: { publicUrl: string; publicUrlConfigured: boolean }) {
  const app = Fastify({ trustProxy: "127.0.0.1" });
  app.get("/", async (request) => ({ origin: returnOrigin(request, config) }));
  const response = await app.inject({ url: "/", headers: { "x-forwarded-host": forwardedHost, "x-forwarded-proto": "http" } });
  await app.close();
  return response.json().origin as string;
}

const unset = { publicUrl: "http://localhost:3000", publicUrlConfigured: false };

describe("returnOrigin", () => {
  it.each(["127.0.0.1:3000", "localhost:3000", "[::1]:3000"])(
    "sends a browser on %s back to that address when PUBLIC_URL is not set",
    async (host) => {
      expect(await originFor(host, unset)).toBe(`http://${host}`);
    },
  );

  it("keeps the default for any other host, so no request chooses where buyers go", async () => {
    expect(await originFor("shop.attacker.example", unset)).toBe("http://localhost:3000");
  });

  it("always uses PUBLIC_URL when it is set", async () => {
    const configured = { publicUrl: "https://portal.orvane.example", publicUrlConfigured: true };
    expect(await originFor("127.0.0.1:3000", configured)).toBe("https://portal.orvane.example");
  });
});
