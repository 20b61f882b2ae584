import { locales } from "@portal/domain/i18n/locales";
import { describe, expect, it } from "vitest";
import { localizedTemplate, pathnames, protectedPathnames, routeTable } from "./routes";

describe("route table", () => {
  it("keys every pathname by its English path", () => {
    for (const route of routeTable) expect(localizedTemplate(route.path, "en")).toBe(route.path);
    expect(Object.keys(pathnames)).toEqual(routeTable.map((route) => route.path));
  });

  it("keeps the same parameters in every language", () => {
    for (const route of routeTable) {
      const params = (path: string) => path.match(/\[[^\]]+\]/g) ?? [];
      for (const locale of locales) expect(params(localizedTemplate(route.path, locale))).toEqual(params(route.path));
    }
  });

  it("protects the customer routes", () => {
    expect(protectedPathnames).toEqual([
      "/cart",
      "/checkout",
      "/checkout/confirm",
      "/partsmart",
      "/user/account",
      "/user/account/addresses",
      "/user/company/add",
      "/user/dashboard",
      "/user/documentation/priced-documents",
      "/user/documentation/technical-documents",
      "/user/invoices",
      "/user/machines",
      "/user/machines/[machineToken]",
      "/user/machines/registration",
      "/user/machines/simplified-warranty",
      "/user/machines/warranty",
      "/user/manage-users",
      "/user/orders",
      "/user/orders/[orderToken]",
      "/user/quotes",
      "/user/quotes/[number]",
      "/user/warranties",
      "/user/warranties/[warrantyToken]",
    ]);
  });
});
