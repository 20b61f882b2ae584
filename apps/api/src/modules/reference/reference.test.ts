import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("reference lists", () => {
  it("lists countries in the request's language, sorted, with the address rule", async () => {
    const german = await t.app.inject({ url: "/api/v2/shop/countries?pagination=false", headers: { "accept-language": "de" } });
    expect(german.statusCode).toBe(200);
    const countries = german.json() as { code: string; name: string; allowedForAddresses: boolean }[];
    expect(countries.find((country) => country.code === "DE")).toEqual({ code: "DE", name: "Deutschland", allowedForAddresses: true });
    expect(countries.find((country) => country.code === "US")?.allowedForAddresses).toBe(false);
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("de").compare));
    const french = (await t.app.inject({ url: "/api/v2/shop/countries?pagination=false" })).json();
    expect(french.find((country: { code: string }) => country.code === "BE").name).toBe("Belgique");
  });

  it("paginates countries unless asked not to", async () => {
    const page = (await t.app.inject({ url: "/api/v2/shop/countries?page=2&itemsPerPage=5", headers: { "accept-language": "en" } })).json();
    expect(page).toMatchObject({ page: 2, itemsPerPage: 5, totalItems: 21 });
    expect(page.items).toHaveLength(5);
    expect((await t.app.inject({ url: "/api/v2/shop/countries?itemsPerPage=0" })).json().code).toBe("request.invalid");
    expect((await t.app.inject({ url: "/api/v2/shop/countries?pagination=maybe" })).statusCode).toBe(400);
  });

  it("lists capacities and activities per locale", async () => {
    const capacities = (await t.app.inject({ url: "/api/v2/shop/customer-capacities", headers: { "accept-language": "nl" } })).json();
    expect(capacities[0]).toEqual({ code: "manager", name: "Bedrijfsleider" });
    const activities = (await t.app.inject({ url: "/api/v2/shop/activities", headers: { "accept-language": "fr" } })).json();
    expect(activities.map((activity: { code: string }) => activity.code)).toContain("repair_shop");
    expect(activities.find((activity: { code: string }) => activity.code === "dealer").name).toBe("Concessionnaire");
  });
});
