import { companies } from "@portal/db/schema/index";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, login, type TestApp, type Tokens } from "../../test/harness";
import { companyBillingAddress, findCompanyAddress } from "./addresses.service";

const ADDRESSES = "/api/v2/shop/addresses";

let t: TestApp;
let buyer: Tokens;
/** multi@demo.example acting for Atelier Dubois Réparations, the other company. */
let dubois: Tokens;

const depot = {
  firstname: "Anne",
  lastname: "Girard",
  alias: "  Dépôt Saumur ",
  company: "Vertmoteur Motoculture SARL",
  street: "3 quai Mayaud",
  postcode: "49400",
  city: "Saumur",
  countryCode: "fr",
  phone: "",
};

type Address = { id: number; alias: string | null; city: string };

async function book(tokens: Tokens) {
  const response = await t.app.inject({ url: ADDRESSES, headers: bearer(tokens.token) });
  expect(response.statusCode).toBe(200);
  return response.json() as { billingAddress: Record<string, unknown> | null; shippingAddresses: Address[] };
}

async function create(tokens: Tokens, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url: ADDRESSES, headers: { ...bearer(tokens.token), ...headers }, payload });
}

beforeAll(async () => {
  t = await createTestApp();
  buyer = await login(t.app, "buyer@demo.example");
  const multi = await login(t.app, "multi@demo.example");
  const [company] = await t.db.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.corporateName, "Atelier Dubois Réparations"));
  const chosen = await t.app.inject({
    method: "PATCH",
    url: `/api/v2/shop/customers/${multi.customerId}/company`,
    headers: bearer(multi.token),
    payload: { company: company?.id },
  });
  dubois = chosen.json();
});
afterAll(async () => {
  await t.close();
});

describe("GET addresses", () => {
  it("answers the company's registered address as billing address and its shipping addresses by alias", async () => {
    const { billingAddress, shippingAddresses } = await book(buyer);
    expect(billingAddress).toEqual({
      firstname: "Julien",
      lastname: "Moreau",
      company: "Vertmoteur Motoculture SARL",
      street: "12 rue des Artisans",
      postcode: "49000",
      city: "Angers",
      countryCode: "FR",
      phone: "+33 2 41 55 20 10",
    });
    expect(shippingAddresses.map((address) => address.alias)).toEqual(["Atelier Cholet", "Magasin Angers"]);
    expect(shippingAddresses[0]).not.toHaveProperty("companyId");
  });

  it("shows each company only its own book, in the name of the customer acting for it", async () => {
    const { billingAddress, shippingAddresses } = await book(dubois);
    expect(billingAddress).toMatchObject({ firstname: "Sophie", lastname: "Dubois", company: "Atelier Dubois Réparations", city: "Dijon" });
    expect(shippingAddresses.map((address) => address.city)).toEqual(["Dijon"]);
  });

  it("needs a login and a chosen company", async () => {
    expect((await t.app.inject({ url: ADDRESSES })).json()).toMatchObject({ status: 401, code: "auth.login_required" });
    const undecided = await login(t.app, "multi@demo.example");
    expect((await t.app.inject({ url: ADDRESSES, headers: bearer(undecided.token) })).json()).toMatchObject({
      status: 403,
      code: "auth.company_required",
    });
  });
});

describe("POST addresses", () => {
  it("adds an address to the company's book, normalised, for every member to see", async () => {
    const response = await create(buyer, depot);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(Number),
      firstname: "Anne",
      lastname: "Girard",
      alias: "Dépôt Saumur",
      company: "Vertmoteur Motoculture SARL",
      street: "3 quai Mayaud",
      postcode: "49400",
      city: "Saumur",
      countryCode: "FR",
      phone: null,
    });
    const admin = await login(t.app, "admin@demo.example");
    expect((await book(admin)).shippingAddresses.map((address) => address.alias)).toEqual([
      "Atelier Cholet",
      "Dépôt Saumur",
      "Magasin Angers",
    ]);
    expect((await book(dubois)).shippingAddresses.map((address) => address.id)).not.toContain(created.id);
  });

  it("keeps aliases unique per company, whatever their case", async () => {
    const taken = await create(buyer, { ...depot, alias: "MAGASIN ANGERS" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: "address.alias_taken" });
    // Another company may use the same name, and addresses without one do not collide.
    expect(
      (await create(dubois, { ...depot, alias: "Magasin Angers", countryCode: "BE", postcode: "9000", city: "Gent" })).statusCode,
    ).toBe(201);
    expect((await create(buyer, { ...depot, alias: null })).statusCode).toBe(201);
    expect((await create(buyer, { ...depot, alias: "" })).json().alias).toBeNull();
  });

  it("refuses countries not allowed for addresses, and unknown ones, in the client's language", async () => {
    const british = await create(
      buyer,
      { ...depot, alias: "London", countryCode: "GB", postcode: "SW1A 1AA" },
      { "accept-language": "en" },
    );
    expect(british.json()).toMatchObject({ status: 422, code: "address.country_not_allowed", title: "Country not allowed for addresses." });
    expect((await create(buyer, { ...depot, alias: "Nowhere", countryCode: "ZZ" })).json().code).toBe("address.country_not_allowed");
    expect((await create(buyer, { ...depot, alias: "Nowhere", countryCode: "France" })).statusCode).toBe(400);
  });

  it("validates each field and rejects unknown ones", async () => {
    const blank = await create(buyer, { ...depot, firstname: "  ", lastname: "", street: " ", postcode: " " });
    expect(blank.json()).toMatchObject({ status: 400, code: "request.invalid" });
    // One error per field: an empty postcode is missing, not also malformed.
    expect(
      blank
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(["body.firstname", "body.lastname", "body.postcode", "body.street"]);

    const postcode = await create(buyer, { ...depot, postcode: "49_000!" });
    expect(postcode.json().errors).toEqual([{ path: "body.postcode", message: "address.postcode_invalid" }]);
    expect((await create(buyer, { ...depot, phone: "call me" })).json().errors).toEqual([{ path: "body.phone", message: "phone.invalid" }]);
    expect((await create(buyer, { ...depot, city: "x".repeat(81) })).statusCode).toBe(400);

    const unknown = await create(buyer, { ...depot, companyId: dubois.company });
    expect(unknown.json()).toMatchObject({ status: 400, code: "request.invalid" });
    const missing = await create(buyer, { firstname: "Anne" });
    expect(missing.statusCode).toBe(400);
  });
});

describe("PUT and DELETE addresses/{id}", () => {
  it("updates an address of the company", async () => {
    const { shippingAddresses } = await book(buyer);
    const cholet = shippingAddresses.find((address) => address.alias === "Atelier Cholet");
    const response = await t.app.inject({
      method: "PUT",
      url: `${ADDRESSES}/${cholet?.id}`,
      headers: bearer(buyer.token),
      payload: {
        ...depot,
        alias: "atelier cholet",
        street: "7 rue Nationale",
        city: "Cholet",
        postcode: "49300",
        phone: "+33 2 41 00 00 00",
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: cholet?.id,
      alias: "atelier cholet",
      street: "7 rue Nationale",
      phone: "+33 2 41 00 00 00",
    });

    // Renaming onto another address's alias is refused like a duplicate on creation.
    const clash = await t.app.inject({
      method: "PUT",
      url: `${ADDRESSES}/${cholet?.id}`,
      headers: bearer(buyer.token),
      payload: { ...depot, alias: "Magasin angers" },
    });
    expect(clash.json()).toMatchObject({ status: 409, code: "address.alias_taken" });
    const british = await t.app.inject({
      method: "PUT",
      url: `${ADDRESSES}/${cholet?.id}`,
      headers: bearer(buyer.token),
      payload: { ...depot, countryCode: "GB" },
    });
    expect(british.json().code).toBe("address.country_not_allowed");
  });

  it("deletes an address of the company", async () => {
    const created = (await create(buyer, { ...depot, alias: "Temporary" })).json();
    const deleted = await t.app.inject({ method: "DELETE", url: `${ADDRESSES}/${created.id}`, headers: bearer(buyer.token) });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe("");
    expect((await book(buyer)).shippingAddresses.map((address) => address.id)).not.toContain(created.id);
    const again = await t.app.inject({ method: "DELETE", url: `${ADDRESSES}/${created.id}`, headers: bearer(buyer.token) });
    expect(again.json()).toMatchObject({ status: 404, code: "address.not_found" });
  });

  it("answers another company's address exactly like an unknown one, and leaves it alone", async () => {
    const angers = (await book(buyer)).shippingAddresses.find((address) => address.alias === "Magasin Angers");
    const put = (id: number | string, tokens: Tokens) =>
      t.app.inject({ method: "PUT", url: `${ADDRESSES}/${id}`, headers: bearer(tokens.token), payload: { ...depot, alias: "Stolen" } });
    const foreign = await put(angers?.id ?? 0, dubois);
    const unknown = await put(999_999, dubois);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: "address.not_found" });
    expect({ ...foreign.json(), instance: null }).toEqual({ ...unknown.json(), instance: null });

    const removal = await t.app.inject({ method: "DELETE", url: `${ADDRESSES}/${angers?.id}`, headers: bearer(dubois.token) });
    expect(removal.json()).toMatchObject({ status: 404, code: "address.not_found" });
    expect((await book(buyer)).shippingAddresses.find((address) => address.id === angers?.id)).toMatchObject({
      alias: "Magasin Angers",
      city: "Angers",
    });
    expect((await book(dubois)).shippingAddresses.map((address) => address.alias)).not.toContain("Stolen");
    expect((await put("abc", buyer)).statusCode).toBe(400);
  });

  it("needs a login", async () => {
    expect((await t.app.inject({ method: "POST", url: ADDRESSES, payload: depot })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "PUT", url: `${ADDRESSES}/1`, payload: depot })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: `${ADDRESSES}/1` })).json()).toMatchObject({
      status: 401,
      code: "auth.login_required",
    });
  });
});

describe("OpenAPI", () => {
  it("documents the address book calls", async () => {
    const spec = (await t.app.inject({ url: "/api/v2/docs/openapi.json" })).json();
    expect(Object.keys(spec.paths["/api/v2/shop/addresses"]).sort()).toEqual(["get", "post"]);
    expect(Object.keys(spec.paths["/api/v2/shop/addresses/{id}"]).sort()).toEqual(["delete", "put"]);
    expect(spec.paths["/api/v2/shop/addresses"].post.requestBody.content["application/json"].schema.required).toEqual(
      expect.arrayContaining(["firstname", "lastname", "street", "postcode", "city", "countryCode"]),
    );
  });
});

describe("address queries for the cart", () => {
  it("finds an address only within its company", async () => {
    const angers = (await book(buyer)).shippingAddresses.find((address) => address.alias === "Magasin Angers");
    const id = angers?.id ?? 0;
    expect(await findCompanyAddress(t.db.db, { id, companyId: buyer.company ?? 0 })).toMatchObject({ id, city: "Angers" });
    expect(await findCompanyAddress(t.db.db, { id, companyId: dubois.company ?? 0 })).toBeNull();
  });

  it("builds the billing address from the company record, or none while it is incomplete", async () => {
    const companyId = dubois.company ?? 0;
    expect(await companyBillingAddress(t.db.db, { companyId, customerId: dubois.customerId })).toMatchObject({
      company: "Atelier Dubois Réparations",
      postcode: "21000",
    });
    await t.db.db.update(companies).set({ street: null }).where(eq(companies.id, companyId));
    expect(await companyBillingAddress(t.db.db, { companyId, customerId: dubois.customerId })).toBeNull();
    expect((await book(dubois)).billingAddress).toBeNull();
  });
});
