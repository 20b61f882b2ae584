import { describe, expect, it } from "vitest";
import { isRobot, machineFieldsFor, missingMachineField } from "./rules";
import { contactRequestSchema } from "./schemas";

const valid = {
  subject: "technical-question",
  gender: "mr",
  firstname: "Paul",
  lastname: "Martin",
  email: "Paul.Martin@Example.com",
  phone: "+33 6 12 34 56 78",
  countryCode: "fr",
  message: "Bonjour, une question sur la tondeuse.",
};

describe("contactRequestSchema", () => {
  it("accepts a minimal request and normalises it", () => {
    const parsed = contactRequestSchema.parse({ ...valid, zipCode: "", serialNumber: " vm 2024 001 " });
    expect(parsed.email).toBe("paul.martin@example.com");
    expect(parsed.countryCode).toBe("FR");
    expect(parsed.zipCode).toBeNull();
    expect(parsed.serialNumber).toBe("VM2024001");
    expect(parsed.company).toBeNull();
  });

  it.each([
    ["subject", ""],
    ["subject", "Order!"],
    ["gender", "x"],
    ["firstname", ""],
    ["firstname", "a".repeat(61)],
    ["lastname", " "],
    ["email", "not-an-email"],
    ["phone", "abc"],
    ["countryCode", "FRA"],
    ["zipCode", "#12"],
    ["message", "short"],
    ["message", "a".repeat(5001)],
    ["company", "a".repeat(121)],
    ["serialNumber", "A/B"],
    ["brand", "a".repeat(81)],
    ["unknownField", "x"],
  ])("rejects %s = %j", (field, value) => {
    expect(contactRequestSchema.safeParse({ ...valid, [field]: value }).success).toBe(false);
  });
});

describe("isRobot", () => {
  it.each([
    [{}, false],
    [{ website: "" }, false],
    [{ website: "  " }, false],
    [{ website: "http://spam.example" }, true],
  ])("%j -> %s", (input, expected) => {
    expect(isRobot(input)).toBe(expected);
  });
});

describe("machine fields", () => {
  const fields = { machineName: "Tondeuse", productCode: "TD-1", brand: "Orvane", model: "T500", serialNumber: "SN1" };
  it("are kept for a machine subject and dropped for another", () => {
    expect(machineFieldsFor(true, fields)).toEqual(fields);
    expect(machineFieldsFor(false, fields)).toEqual({ machineName: null, productCode: null, brand: null, model: null, serialNumber: null });
  });

  it.each([
    [true, { machineName: null, productCode: null, brand: null, model: null, serialNumber: null }, "serialNumber"],
    [true, { machineName: null, productCode: null, brand: null, model: null, serialNumber: "SN1" }, null],
    [true, { machineName: "Tondeuse", productCode: null, brand: null, model: null, serialNumber: null }, null],
    [false, { machineName: null, productCode: null, brand: null, model: null, serialNumber: null }, null],
  ] as const)("machine subject %s with %j -> %s", (machine, input, expected) => {
    expect(missingMachineField(machine, input)).toBe(expected);
  });
});
