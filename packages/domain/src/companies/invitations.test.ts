import { describe, expect, it } from "vitest";
import {
  INVITATION_TTL_SECONDS,
  invitationAcceptanceSchema,
  invitationRequestSchema,
  invitationStatus,
  invitationTokenSchema,
  isNewAccountAcceptance,
} from "./invitations";

describe("invitation status", () => {
  const now = new Date("2026-05-01T10:00:00Z");
  const later = new Date(now.getTime() + INVITATION_TTL_SECONDS * 1000);
  const earlier = new Date(now.getTime() - 1000);

  it.each([
    { case: "pending", acceptedAt: null, revokedAt: null, expiresAt: later, status: "pending" },
    { case: "expired at its very instant", acceptedAt: null, revokedAt: null, expiresAt: now, status: "expired" },
    { case: "expired", acceptedAt: null, revokedAt: null, expiresAt: earlier, status: "expired" },
    { case: "accepted, even once expired", acceptedAt: earlier, revokedAt: null, expiresAt: earlier, status: "accepted" },
    { case: "revoked", acceptedAt: null, revokedAt: earlier, expiresAt: later, status: "revoked" },
  ] as const)("$case", ({ acceptedAt, revokedAt, expiresAt, status }) => {
    expect(invitationStatus({ acceptedAt, revokedAt, expiresAt }, now)).toBe(status);
  });

  it("lasts a week", () => {
    expect(INVITATION_TTL_SECONDS).toBe(604_800);
  });
});

describe("invitation requests", () => {
  it("normalizes the e-mail and the rights", () => {
    expect(
      invitationRequestSchema.parse({
        email: " New.Person@Example.com",
        rights: ["warranty.request", "order.place", "order.place"],
        localeCode: "de",
      }),
    ).toEqual({ email: "new.person@example.com", rights: ["order.place", "warranty.request"], localeCode: "de" });
  });

  it.each([
    { case: "an unknown right", body: { email: "a@b.example", rights: ["order.cancel"], localeCode: "fr" } },
    { case: "no locale", body: { email: "a@b.example", rights: [] } },
    { case: "a bad e-mail", body: { email: "nope", rights: [], localeCode: "fr" } },
    { case: "an empty capacity", body: { email: "a@b.example", rights: [], localeCode: "fr", capacityCode: " " } },
    { case: "an extra field", body: { email: "a@b.example", rights: [], localeCode: "fr", isAdmin: true } },
  ])("refuses $case", ({ body }) => {
    expect(invitationRequestSchema.safeParse(body).success).toBe(false);
  });

  it("accepts only tokens shaped like the ones it issues", () => {
    expect(invitationTokenSchema.safeParse("a".repeat(43)).success).toBe(true);
    expect(invitationTokenSchema.safeParse("short").success).toBe(false);
    expect(invitationTokenSchema.safeParse(`${"a".repeat(40)}/..`).success).toBe(false);
  });
});

describe("accepting an invitation", () => {
  const newAccount = {
    gender: "mme",
    firstname: "Julie",
    lastname: "Martin",
    password: "Secret-2026",
    acceptTerms: true,
    acceptDataProtection: true,
    localeCode: "fr",
  };

  it("tells an existing account's password from a new account's details", () => {
    const existing = invitationAcceptanceSchema.parse({ password: "whatever" });
    expect(isNewAccountAcceptance(existing)).toBe(false);
    const created = invitationAcceptanceSchema.parse(newAccount);
    expect(isNewAccountAcceptance(created)).toBe(true);
    expect(created).toMatchObject({ firstname: "Julie", phone: null });
  });

  it.each([
    { case: "terms not accepted", body: { ...newAccount, acceptTerms: false } },
    { case: "data protection missing", body: { ...newAccount, acceptDataProtection: undefined } },
    { case: "a weak password", body: { ...newAccount, password: "weak" } },
    { case: "a blank name", body: { ...newAccount, lastname: "  " } },
    { case: "an empty password", body: { password: "" } },
    { case: "a password with extra fields", body: { password: "x", email: "other@example.com" } },
  ])("refuses $case", ({ body }) => {
    expect(invitationAcceptanceSchema.safeParse(body).success).toBe(false);
  });
});
