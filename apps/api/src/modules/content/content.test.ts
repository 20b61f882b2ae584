import { pageSchema, siteConfigurationSchema } from "@portal/domain/content/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("content service", () => {
  it("answers the site configuration of each locale, Strapi style", async () => {
    for (const locale of ["fr", "en", "de", "nl"]) {
      const response = await t.app.inject({ url: `/api/content/site-configuration?locale=${locale}&populate=*` });
      expect(response.statusCode).toBe(200);
      const { data, meta } = response.json();
      expect(meta).toEqual({});
      expect(siteConfigurationSchema.parse(data).locale).toBe(locale);
    }
    // Without a locale parameter, Accept-Language decides.
    expect((await t.app.inject({ url: "/api/content/site-configuration", headers: { "accept-language": "nl" } })).json().data.locale).toBe(
      "nl",
    );
    expect((await t.app.inject({ url: "/api/content/site-configuration?locale=es" })).statusCode).toBe(400);
  });

  it("finds pages by slug, with their translations", async () => {
    const home = await t.app.inject({ url: "/api/content/pages?locale=de&filters[slug][$eq]=home&populate=*" });
    const { data, meta } = home.json();
    expect(meta.pagination).toMatchObject({ page: 1, total: 1 });
    const page = pageSchema.parse(data[0]);
    expect(page).toMatchObject({ slug: "home", locale: "de" });
    expect(page.blocks.length).toBeGreaterThan(2);

    const all = (await t.app.inject({ url: "/api/content/pages?locale=fr&pagination[pageSize]=100" })).json();
    const other = all.data.find((entry: { slug: string }) => entry.slug !== "home");
    const english = other.localizations.find((localization: { locale: string }) => localization.locale === "en");
    const translated = (await t.app.inject({ url: `/api/content/pages?locale=en&filters[slug][$eq]=${english.slug}` })).json();
    expect(translated.data[0].documentId).toBe(other.documentId);

    const missing = (await t.app.inject({ url: "/api/content/pages?locale=fr&filters[slug][$eq]=no-such-page" })).json();
    expect(missing).toMatchObject({ data: [], meta: { pagination: { total: 0, pageCount: 0 } } });
  });

  it("answers one entry by document id, or a problem 404", async () => {
    const byId = await t.app.inject({ url: "/api/content/pages/home?locale=en" });
    expect(byId.json().data).toMatchObject({ documentId: "home", locale: "en" });
    const unknown = await t.app.inject({ url: "/api/content/pages/nothing-here?locale=en" });
    expect(unknown.json()).toMatchObject({ status: 404, code: "content.not_found" });
    expect((await t.app.inject({ url: "/api/content/widgets" })).json().code).toBe("request.invalid");
  });

  it("lets clients revalidate with an ETag", async () => {
    const first = await t.app.inject({ url: "/api/content/site-configuration?locale=fr" });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers["cache-control"]).toContain("public");
    const again = await t.app.inject({ url: "/api/content/site-configuration?locale=fr", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const otherLocale = await t.app.inject({ url: "/api/content/site-configuration?locale=de", headers: { "if-none-match": etag } });
    expect(otherLocale.statusCode).toBe(200);
  });

  it("serves uploaded media named in the content", async () => {
    const config = (await t.app.inject({ url: "/api/content/site-configuration?locale=fr" })).json().data;
    const logo = await t.app.inject({ url: config.headerLogo.url });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toBe(config.headerLogo.mime);
    expect(logo.body).toContain("<svg");
    expect((await t.app.inject({ url: "/api/content/uploads/missing.svg" })).json().code).toBe("content.not_found");
    expect((await t.app.inject({ url: "/api/content/uploads/..%2Fsecrets" })).statusCode).toBe(400);
  });
});
