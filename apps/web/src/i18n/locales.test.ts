import * as domain from "@portal/domain/i18n/locales";
import { describe, expect, it } from "vitest";
import { defaultLocale, locales } from "./locales";

describe("locales", () => {
  it("mirror the domain's list and default", () => {
    expect(locales).toEqual(domain.locales);
    expect(defaultLocale).toBe(domain.defaultLocale);
  });
});
