import type { CompanyMember } from "@portal/domain/companies/members";
import { rightsTree } from "@portal/domain/companies/rights-tree";
import { describe, expect, it } from "vitest";
import {
  capacityName,
  gridRows,
  memberName,
  memberStatus,
  reversedChange,
  rightColumns,
  rightGroups,
  rightLabels,
  type UserPermissions,
  withMember,
  withoutInvitation,
  withRightChange,
} from "./rights-grid";

function member(customerId: number, overrides: Partial<CompanyMember> = {}): CompanyMember {
  return {
    customerId,
    email: `user${customerId}@example.com`,
    firstname: "Julien",
    lastname: `Moreau ${customerId}`,
    capacity: null,
    isAdmin: false,
    enabled: true,
    emailVerified: true,
    rights: [],
    ...overrides,
  };
}

function permissions(members: CompanyMember[]): UserPermissions {
  return {
    members,
    invitations: [
      { id: 7, email: "new@example.com", capacity: null, rights: ["order.place"], expiresAt: "2030-01-01T00:00:00.000Z" },
      { id: 8, email: "other@example.com", capacity: null, rights: [], expiresAt: "2030-01-01T00:00:00.000Z" },
    ],
  };
}

const columns = rightColumns(rightsTree("en"));

describe("memberStatus", () => {
  it.each([
    [{ enabled: true, emailVerified: true }, "active"],
    [{ enabled: false, emailVerified: true }, "disabled"],
    [{ enabled: true, emailVerified: false }, "unverified"],
    [{ enabled: false, emailVerified: false }, "unverified"],
  ] as const)("%o is %s", (input, expected) => {
    expect(memberStatus(input)).toBe(expected);
  });
});

describe("memberName", () => {
  it("joins first and last name, or falls back to the e-mail", () => {
    expect(memberName({ firstname: "Julien", lastname: "Moreau", email: "j@example.com" })).toBe("Julien Moreau");
    expect(memberName({ firstname: " ", lastname: "", email: "j@example.com" })).toBe("j@example.com");
  });
});

describe("rightGroups and rightColumns", () => {
  it("keep the tree's groups and order, one column per right", () => {
    expect(rightGroups(rightsTree("fr")).map((group) => [group.label, group.rights.length])).toEqual([
      ["Commandes", 2],
      ["Devis", 2],
      ["Garantie", 1],
    ]);
    expect(columns.map((column) => column.right)).toEqual([
      "order.place",
      "order.view_all",
      "quote.request",
      "quote.view_all",
      "warranty.request",
    ]);
    expect(columns[0]).toEqual({ right: "order.place", label: "Place an order", group: "orders" });
  });

  it("skip a group without rights", () => {
    expect(rightGroups([{ code: "empty", label: "Empty", children: [] }])).toEqual([]);
  });
});

describe("gridRows", () => {
  it("ticks the member's rights and lets them be changed", () => {
    const [row] = gridRows([member(1, { rights: ["quote.request"] })], columns);
    expect(row?.cells.map((cell) => [cell.right, cell.checked, cell.editable])).toEqual([
      ["order.place", false, true],
      ["order.view_all", false, true],
      ["quote.request", true, true],
      ["quote.view_all", false, true],
      ["warranty.request", false, true],
    ]);
    expect(row?.cells[2]?.label).toBe("Request a quote");
  });

  it("shows an administrator with every right, none editable, whatever is stored", () => {
    const [row] = gridRows([member(1, { isAdmin: true, rights: [] })], columns);
    expect(row?.isAdmin).toBe(true);
    expect(row?.cells.every((cell) => cell.checked && !cell.editable)).toBe(true);
  });

  it("keeps the members' order and carries name, e-mail and status", () => {
    const rows = gridRows([member(2, { enabled: false }), member(1)], columns);
    expect(rows.map((row) => [row.customerId, row.name, row.email, row.status])).toEqual([
      [2, "Julien Moreau 2", "user2@example.com", "disabled"],
      [1, "Julien Moreau 1", "user1@example.com", "active"],
    ]);
  });
});

describe("withRightChange", () => {
  it("grants a right in the canonical order without touching other members", () => {
    const data = permissions([member(1, { rights: ["quote.request"] }), member(2)]);
    const next = withRightChange(data, { group: 1, resourceName: "order.place", authorized: true });
    expect(next.members[0]?.rights).toEqual(["order.place", "quote.request"]);
    expect(next.members[1]).toBe(data.members[1]);
    expect(next.invitations).toBe(data.invitations);
    expect(data.members[0]?.rights).toEqual(["quote.request"]);
  });

  it("revokes a right", () => {
    const data = permissions([member(1, { rights: ["order.place", "quote.request"] })]);
    const next = withRightChange(data, { group: 1, resourceName: "order.place", authorized: false });
    expect(next.members[0]?.rights).toEqual(["quote.request"]);
  });

  it("returns the same data when nothing changes or the member is unknown", () => {
    const data = permissions([member(1, { rights: ["order.place"] })]);
    expect(withRightChange(data, { group: 1, resourceName: "order.place", authorized: true })).toBe(data);
    expect(withRightChange(data, { group: 1, resourceName: "quote.request", authorized: false })).toBe(data);
    expect(withRightChange(data, { group: 9, resourceName: "order.place", authorized: false })).toBe(data);
  });

  it("is undone by the reversed change (the rollback after a refusal)", () => {
    const data = permissions([member(1, { rights: ["order.place", "warranty.request"] })]);
    for (const change of [
      { group: 1, resourceName: "quote.view_all", authorized: true },
      { group: 1, resourceName: "order.place", authorized: false },
    ] as const) {
      const optimistic = withRightChange(data, change);
      expect(optimistic.members[0]?.rights).not.toEqual(data.members[0]?.rights);
      expect(withRightChange(optimistic, reversedChange(change)).members[0]?.rights).toEqual(data.members[0]?.rights);
    }
  });

  it("rolls back one refused change while a later one on another right stays", () => {
    const data = permissions([member(1)]);
    const first = { group: 1, resourceName: "order.place", authorized: true } as const;
    const second = { group: 1, resourceName: "quote.request", authorized: true } as const;
    const both = withRightChange(withRightChange(data, first), second);
    expect(withRightChange(both, reversedChange(first)).members[0]?.rights).toEqual(["quote.request"]);
  });
});

describe("withMember and withoutInvitation", () => {
  it("replace a member by the API's answer", () => {
    const data = permissions([member(1), member(2)]);
    const next = withMember(data, member(2, { enabled: false }));
    expect(next.members.map((entry) => entry.enabled)).toEqual([true, false]);
    expect(next.members[0]).toBe(data.members[0]);
  });

  it("drop a revoked invitation", () => {
    expect(withoutInvitation(permissions([]), 7).invitations.map((invitation) => invitation.id)).toEqual([8]);
  });
});

describe("rightLabels", () => {
  it("labels rights in the grid's order", () => {
    expect(rightLabels(["quote.request", "order.place"], columns)).toEqual(["Place an order", "Request a quote"]);
    expect(rightLabels(["warranty.request"], [])).toEqual(["warranty.request"]);
  });
});

describe("capacityName", () => {
  const capacities = [{ code: "buyer", name: "Acheteur" }];
  it("names a known capacity, keeps an unknown code, and has nothing for none", () => {
    expect(capacityName("buyer", capacities)).toBe("Acheteur");
    expect(capacityName("manager", capacities)).toBe("manager");
    expect(capacityName("buyer", undefined)).toBe("buyer");
    expect(capacityName(null, capacities)).toBeNull();
  });
});
