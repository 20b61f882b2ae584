import { describe, expect, it } from "vitest";
import { compareMembers, memberStateChangeSchema, memberStateRefusal, permissionChangeSchema, rightsChangeRefusal } from "./members";

describe("enabling and disabling members", () => {
  const admin = { customerId: 1, isAdmin: true, enabled: true };
  const member = { customerId: 2, isAdmin: false, enabled: true };
  const secondAdmin = { customerId: 3, isAdmin: true, enabled: true };

  it.each([
    { case: "disable a member", actor: 1, target: member, enable: false, admins: [1], refusal: null },
    { case: "enable a member", actor: 1, target: { ...member, enabled: false }, enable: true, admins: [1], refusal: null },
    { case: "disable another admin", actor: 1, target: secondAdmin, enable: false, admins: [1, 3], refusal: null },
    {
      case: "disable oneself with another admin",
      actor: 1,
      target: admin,
      enable: false,
      admins: [1, 3],
      refusal: "members.cannot_disable_self",
    },
    { case: "disable oneself as the last admin", actor: 1, target: admin, enable: false, admins: [1], refusal: "members.last_admin" },
    { case: "disable the last enabled admin", actor: 3, target: admin, enable: false, admins: [1], refusal: "members.last_admin" },
    {
      case: "disable an already disabled admin",
      actor: 1,
      target: { ...secondAdmin, enabled: false },
      enable: false,
      admins: [1],
      refusal: null,
    },
  ] as const)("$case", ({ actor, target, enable, admins, refusal }) => {
    expect(memberStateRefusal({ actorCustomerId: actor, target, enable, enabledAdminIds: admins })).toBe(refusal);
  });

  it("never lets an administrator's rights be edited", () => {
    expect(rightsChangeRefusal({ isAdmin: true })).toBe("members.admin_rights_fixed");
    expect(rightsChangeRefusal({ isAdmin: false })).toBeNull();
  });
});

describe("member requests", () => {
  it("takes a right, a customer id and a flag, and nothing else", () => {
    expect(permissionChangeSchema.parse({ resourceName: "order.place", group: 12, authorized: false })).toEqual({
      resourceName: "order.place",
      group: 12,
      authorized: false,
    });
    expect(permissionChangeSchema.safeParse({ resourceName: "order.cancel", group: 12, authorized: true }).success).toBe(false);
    expect(permissionChangeSchema.safeParse({ resourceName: "order.place", group: "12", authorized: true }).success).toBe(false);
    expect(permissionChangeSchema.safeParse({ resourceName: "order.place", group: 12, authorized: true, extra: 1 }).success).toBe(false);
  });

  it("normalizes the e-mail of a state change", () => {
    expect(memberStateChangeSchema.parse({ customerEmail: "  Julie@Example.COM ", enabled: true }).customerEmail).toBe("julie@example.com");
    expect(memberStateChangeSchema.safeParse({ customerEmail: "julie", enabled: true }).success).toBe(false);
    expect(memberStateChangeSchema.safeParse({ customerEmail: "julie@example.com", enabled: true, localeCode: "es" }).success).toBe(false);
  });

  it("sorts administrators first, then by name", () => {
    const people = [
      { isAdmin: false, lastname: "Étienne", firstname: "Zoé", email: "z@x.example" },
      { isAdmin: false, lastname: "Dupont", firstname: "Anne", email: "a@x.example" },
      { isAdmin: true, lastname: "Vasseur", firstname: "Claire", email: "c@x.example" },
    ];
    expect([...people].sort(compareMembers).map((person) => person.lastname)).toEqual(["Vasseur", "Dupont", "Étienne"]);
  });
});
