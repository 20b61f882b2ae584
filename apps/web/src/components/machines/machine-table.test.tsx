import type { MachineRegistrationPage } from "@portal/domain/machines/schemas";
import { describe, expect, it, vi } from "vitest";
import { renderMarkup } from "../ui/test-render";
import { MachineTable } from "./machine-table";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {} }) }));

const page: MachineRegistrationPage = {
  items: [
    {
      token: "tok_one_123456789012",
      serialNumber: "VM-2025-000104",
      brand: "Verdamo",
      model: "Tondeuse T53",
      sellingDate: "2025-10-31",
      customerType: "professional",
      endCustomer: "Jardins de Loire",
      city: "Angers",
      registeredAt: "2025-11-03T16:20:00.000Z",
    },
  ],
  totalItems: 41,
  page: 2,
  itemsPerPage: 20,
};

const props = {
  search: "",
  machineTemplate: "/en/user/machines/[machineToken]",
  listPath: "/en/user/machines",
  registrationHref: "/en/user/machines/registration",
};

describe("MachineTable", () => {
  it("links each machine to its page and pages through the list keeping the search", () => {
    const markup = renderMarkup(<MachineTable {...props} page={page} search="t53" />);
    expect(markup).toContain('href="/en/user/machines/tok_one_123456789012"');
    expect(markup).toContain("Jardins de Loire");
    expect(markup).toContain("Professional customer");
    expect(markup).toContain("Machines 21 to 40 of 41");
    expect(markup).toContain('href="/en/user/machines?q=t53"');
    expect(markup).toContain('href="/en/user/machines?q=t53&amp;page=3"');
  });

  it("invites to register a first machine, or says the search found none", () => {
    const empty = { ...page, items: [], totalItems: 0, page: 1 };
    const first = renderMarkup(<MachineTable {...props} page={empty} />);
    expect(first).toContain("No registered machine yet");
    expect(first).toContain('href="/en/user/machines/registration"');
    expect(renderMarkup(<MachineTable {...props} page={empty} search="zzz" />)).toContain("No machine matches “zzz”");
  });

  it("offers to try again when the list could not be read", () => {
    expect(renderMarkup(<MachineTable {...props} page={null} />)).toContain("The machines could not be loaded");
  });
});
