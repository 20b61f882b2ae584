import type { ContactRequest } from "./schemas";
import { HONEYPOT_FIELD } from "./schemas";

type MachineFields = Pick<ContactRequest, "machineName" | "productCode" | "brand" | "model" | "serialNumber">;

const noMachine = { machineName: null, productCode: null, brand: null, model: null, serialNumber: null } satisfies MachineFields;

/** Robots fill in every input they find, the hidden one too; people never see it. */
export function isRobot(input: { [HONEYPOT_FIELD]?: string | undefined }): boolean {
  return (input[HONEYPOT_FIELD] ?? "").trim() !== "";
}

/**
 * The machine fields kept for a subject: all of them for a machine subject, none otherwise (a
 * form switched from a machine subject to another may still carry what was typed).
 */
export function machineFieldsFor(subjectAsksMachine: boolean, input: MachineFields): MachineFields {
  if (subjectAsksMachine) return { ...input };
  return { ...noMachine };
}

/** A machine subject needs at least the serial number or the machine's name to be of use. */
export function missingMachineField(subjectAsksMachine: boolean, input: MachineFields): "serialNumber" | null {
  if (!subjectAsksMachine) return null;
  return input.serialNumber || input.machineName ? null : "serialNumber";
}
