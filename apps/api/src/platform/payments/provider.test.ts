import { describe, expect, it } from "vitest";
import { signWebhook, verifyWebhookSignature, WEBHOOK_TOLERANCE_SECONDS } from "./provider";
import { signSandboxWebhook } from "./sandbox";

const secret = "whsec_test_0123456789abcdef0123456789abcdef";
const body = '{"id":"evt_1","type":"payment.succeeded","reference":"sbx_1","occurredAt":"2026-03-14T10:00:00.000Z"}';
const signedAt = 1_773_482_400;
const at = (secondsAfterSigning: number) => new Date((signedAt + secondsAfterSigning) * 1000);

describe("webhook signatures", () => {
  it("accept the body signed with the secret at the stated time", () => {
    const header = signSandboxWebhook(secret, body, signedAt);
    expect(header).toMatch(/^t=1773482400,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(secret, body, header, at(0))).toBe(true);
    expect(verifyWebhookSignature(secret, body, header, at(WEBHOOK_TOLERANCE_SECONDS - 1))).toBe(true);
  });

  it.each([
    {
      case: "a tampered body",
      check: () => verifyWebhookSignature(secret, body.replace("succeeded", "failed"), signWebhook(secret, body, signedAt), at(0)),
    },
    { case: "another secret", check: () => verifyWebhookSignature(secret, body, signWebhook(`${secret}x`, body, signedAt), at(0)) },
    {
      case: "a replay older than 5 minutes",
      check: () => verifyWebhookSignature(secret, body, signWebhook(secret, body, signedAt), at(301)),
    },
    { case: "a time far in the future", check: () => verifyWebhookSignature(secret, body, signWebhook(secret, body, signedAt), at(-301)) },
    {
      case: "a timestamp changed after signing",
      check: () =>
        verifyWebhookSignature(secret, body, signWebhook(secret, body, signedAt).replace(`t=${signedAt}`, `t=${signedAt + 60}`), at(60)),
    },
    { case: "no header", check: () => verifyWebhookSignature(secret, body, undefined, at(0)) },
    { case: "a header without signature", check: () => verifyWebhookSignature(secret, body, `t=${signedAt}`, at(0)) },
    {
      case: "a truncated signature",
      check: () => verifyWebhookSignature(secret, body, signWebhook(secret, body, signedAt).slice(0, -2), at(0)),
    },
    { case: "garbage", check: () => verifyWebhookSignature(secret, body, "t=abc,v1=xyz,,=", at(0)) },
  ])("refuse $case", ({ check }) => {
    expect(check()).toBe(false);
  });

  it("accept any of several signatures, as sent while a secret is rotated", () => {
    const old = signWebhook("an-old-secret-that-is-being-rotated-out", body, signedAt).split(",")[1];
    const current = signWebhook(secret, body, signedAt).split(",")[1];
    expect(verifyWebhookSignature(secret, body, `t=${signedAt},${old},${current}`, at(0))).toBe(true);
    expect(verifyWebhookSignature(secret, body, `t=${signedAt},${old}`, at(0))).toBe(false);
  });
});
