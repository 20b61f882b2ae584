import { describe, expect, it } from "vitest";
import { emptyRegistrationForm, registrationFormSchema, registrationRequestOf } from "./form";

const machine = {
  serialNumber: "VM-2025-000901",
  clientCode: "C10001",
  brand: "B",
  model: "M",
  variantCode: null,
  soldAt: "2025-10-01",
  registered: false,
};
const schema = registrationFormSchema({ soldAt: machine.soldAt, today: "2025-11-27" });
const person = {
  ...emptyRegistrationForm,
  firstName: "Anne",
  lastName: "Martin",
  email: "anne@example.com",
  phone: "06 12 34 56 78",
  street: "1 rue des Lilas",
  zipCode: "49000",
  city: "Angers",
  sellingDate: "2025-11-02",
};

describe("registration form", () => {
  it("takes a private customer without company fields", () => {
    expect(schema.safeParse(person).success).toBe(true);
  });

  it("asks a professional for a valid SIRET and an activity", () => {
    const result = schema.safeParse({ ...person, customerType: "professional", corporateName: "Jardins SARL", siret: "123", activity: "" });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["siret", "activity"]));
  });

  it.each([
    ["2025-11-28", "machine.selling_date_future"],
    ["2025-09-30", "machine.selling_date_before_sale"],
  ])("refuses the selling date %s", (sellingDate, message) => {
    const result = schema.safeParse({ ...person, sellingDate });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["sellingDate"], message })]);
  });

  it("sends only the fields of the customer's kind", () => {
    const request = registrationRequestOf({ ...person, corporateName: "left over" }, machine);
    expect(request).toEqual({
      serialNumber: "VM-2025-000901",
      clientCode: "C10001",
      customerType: "private",
      firstName: "Anne",
      lastName: "Martin",
      sellingDate: "2025-11-02",
      email: "anne@example.com",
      phone: "06 12 34 56 78",
      street: "1 rue des Lilas",
      zipCode: "49000",
      city: "Angers",
      country: "FR",
      deliveredComplete: false,
    });
    const professional = registrationRequestOf(
      { ...person, customerType: "professional", corporateName: "Jardins", siret: "732 829 320", activity: "landscaper" },
      machine,
    );
    expect(professional).toMatchObject({ customerType: "professional", siret: "732829320", activity: "landscaper" });
    expect(professional).not.toHaveProperty("firstName");
  });
});
