import { outboxMessages } from "@portal/db/schema/index";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailRenderers } from "../../platform/mail/templates/registry";
import { bearer, createTestApp, DEMO_PASSWORD, login, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("GET customers/{id}", () => {
  it("answers the customer with the active company, memberships and rights", async () => {
    const tokens = await login(t.app, "buyer@demo.example");
    const response = await t.app.inject({ url: `/api/v2/shop/customers/${tokens.customerId}`, headers: bearer(tokens.token) });
    expect(response.statusCode).toBe(200);
    const customer = response.json();
    expect(customer).toMatchObject({
      id: tokens.customerId,
      email: "buyer@demo.example",
      gender: "mr",
      firstname: "Julien",
      lastname: "Moreau",
      isAdmin: false,
      capacity: "purchasing",
      company: { id: tokens.company, corporateName: "Vertmoteur Motoculture SARL", shippingAddress: { zipCode: "49000", country: "FR" } },
      aces: { "order.place": true, "order.view_all": true, "quote.request": true, "quote.view_all": true, "warranty.request": true },
    });
    expect(customer).not.toHaveProperty("passwordHash");
    expect(customer.companies).toHaveLength(1);
  });

  it("shows the limited user's missing rights and the administrator flag", async () => {
    const limited = await login(t.app, "limited@demo.example");
    const customer = (await t.app.inject({ url: `/api/v2/shop/customers/${limited.customerId}`, headers: bearer(limited.token) })).json();
    expect(customer.aces).toEqual({
      "order.place": true,
      "order.view_all": false,
      "quote.request": true,
      "quote.view_all": false,
      "warranty.request": true,
    });
    const admin = await login(t.app, "admin@demo.example");
    expect((await t.app.inject({ url: `/api/v2/shop/customers/${admin.customerId}`, headers: bearer(admin.token) })).json().isAdmin).toBe(
      true,
    );
  });

  it("never shows another customer", async () => {
    const buyer = await login(t.app, "buyer@demo.example");
    const admin = await login(t.app, "admin@demo.example");
    const response = await t.app.inject({ url: `/api/v2/shop/customers/${admin.customerId}`, headers: bearer(buyer.token) });
    expect(response.json()).toMatchObject({ status: 403, code: "auth.forbidden" });
    expect(response.body).not.toContain("admin@demo.example");
    expect((await t.app.inject({ url: "/api/v2/shop/customers/abc", headers: bearer(buyer.token) })).statusCode).toBe(400);
  });
});

describe("PUT customers/{id}", () => {
  it("updates my information and validates it", async () => {
    const tokens = await login(t.app, "limited@demo.example");
    const url = `/api/v2/shop/customers/${tokens.customerId}`;
    const updated = await t.app.inject({
      method: "PUT",
      url,
      headers: bearer(tokens.token),
      payload: { gender: "mr", firstname: "Thomas", lastname: "Leroy-Martin", email: "limited@demo.example", phone: "+33 6 98 76 54 32" },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ lastname: "Leroy-Martin", phone: "+33 6 98 76 54 32" });
    expect((await t.app.inject({ url, headers: bearer(tokens.token) })).json().lastname).toBe("Leroy-Martin");

    const invalid = await t.app.inject({
      method: "PUT",
      url,
      headers: { ...bearer(tokens.token), "accept-language": "nl" },
      payload: { gender: "x", firstname: "", lastname: "L".repeat(61), email: "nope", phone: "call me" },
    });
    expect(invalid.statusCode).toBe(400);
    const problem = invalid.json();
    expect(problem).toMatchObject({ code: "request.invalid", title: "Het verzoek bevat ongeldige gegevens." });
    expect(problem.errors.map((error: { path: string }) => error.path).sort()).toEqual(
      ["body.email", "body.firstname", "body.gender", "body.lastname", "body.phone"].sort(),
    );
    expect(problem.errors.find((error: { path: string }) => error.path === "body.phone").message).toBe("phone.invalid");
  });

  it("refuses an e-mail that belongs to another account", async () => {
    const tokens = await login(t.app, "buyer@demo.example");
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/v2/shop/customers/${tokens.customerId}`,
      headers: bearer(tokens.token),
      payload: { gender: "mr", firstname: "Julien", lastname: "Moreau", email: "ADMIN@demo.example" },
    });
    expect(response.json()).toMatchObject({ status: 409, code: "customer.email_taken" });
  });

  it("cannot change another customer", async () => {
    const buyer = await login(t.app, "buyer@demo.example");
    const admin = await login(t.app, "admin@demo.example");
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/v2/shop/customers/${admin.customerId}`,
      headers: bearer(buyer.token),
      payload: { gender: "mme", firstname: "Hacked", lastname: "Hacked", email: "admin@demo.example" },
    });
    expect(response.statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/v2/shop/customers/${admin.customerId}`, headers: bearer(admin.token) })).json().firstname).toBe(
      "Claire",
    );
  });
});

describe("PUT customers/{id}/password", () => {
  it("checks the current password and the policy, then ends the other sessions", async () => {
    const device = await login(t.app, "admin@demo.example");
    const otherDevice = await login(t.app, "admin@demo.example");
    const url = `/api/v2/shop/customers/${device.customerId}/password`;
    const change = (payload: object) => t.app.inject({ method: "PUT", url, headers: bearer(device.token), payload });

    expect(
      (await change({ currentPassword: "Wrong-pass-1", newPassword: "Brand-new-2027", confirmation: "Brand-new-2027" })).json(),
    ).toMatchObject({
      status: 422,
      code: "password.current_invalid",
    });
    const weak = await change({ currentPassword: DEMO_PASSWORD, newPassword: "weakpass", confirmation: "weakpass" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.map((error: { message: string }) => error.message)).toEqual(
      expect.arrayContaining(["password.uppercase", "password.digit"]),
    );
    const mismatch = await change({ currentPassword: DEMO_PASSWORD, newPassword: "Brand-new-2027", confirmation: "Brand-new-2028" });
    expect(mismatch.json().errors).toEqual([{ path: "body.confirmation", message: "password.confirmation_mismatch" }]);

    expect(
      (await change({ currentPassword: DEMO_PASSWORD, newPassword: "Brand-new-2027", confirmation: "Brand-new-2027" })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: `/api/v2/shop/customers/${device.customerId}`, headers: bearer(device.token) })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ url: `/api/v2/shop/customers/${device.customerId}`, headers: bearer(otherDevice.token) })).statusCode,
    ).toBe(401);
    await expect(login(t.app, "admin@demo.example")).rejects.toThrow(/401/);
    expect((await login(t.app, "admin@demo.example", "Brand-new-2027")).customerId).toBe(device.customerId);

    // The account's address is told, once, and the e-mail holds no password.
    const notices = await t.db.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, "password_changed"), eq(outboxMessages.recipient, "admin@demo.example")));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.payload).toMatchObject({ firstname: "Claire", how: "changed" });
    const mail = createMailRenderers({ publicUrl: "https://portal.test" }).password_changed(notices[0]?.payload as never, "fr");
    expect(mail.subject).toBe("Le mot de passe de votre compte a été modifié");
    for (const secret of ["Brand-new-2027", DEMO_PASSWORD])
      expect(`${JSON.stringify(notices[0]?.payload)}${mail.text}`).not.toContain(secret);
  });
});

describe("GET customer-exists/{email}", () => {
  it("tells whether an e-mail has an account", async () => {
    expect((await t.app.inject({ url: "/api/v2/shop/customer-exists/buyer@demo.example" })).json()).toEqual({ exists: true });
    expect((await t.app.inject({ url: "/api/v2/shop/customer-exists/Buyer%40Demo.example" })).json()).toEqual({ exists: true });
    expect((await t.app.inject({ url: "/api/v2/shop/customer-exists/new.dealer@example.com" })).json()).toEqual({ exists: false });
    expect((await t.app.inject({ url: "/api/v2/shop/customer-exists/not-an-email" })).json().code).toBe("request.invalid");
  });
});
