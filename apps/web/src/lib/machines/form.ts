import { sellingDateProblem } from "@portal/domain/machines/rules";
import {
  type MachineRegistrationRequest,
  type MachineSold,
  privateRegistrationSchema,
  professionalRegistrationSchema,
} from "@portal/domain/machines/schemas";
import { z } from "zod";

/** What the registration form holds: both kinds of end customer's fields; the radio decides which are sent. */
export type RegistrationFormValues = {
  customerType: "private" | "professional";
  firstName: string;
  lastName: string;
  corporateName: string;
  siret: string;
  activity: string;
  email: string;
  phone: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
  sellingDate: string;
  deliveredComplete: boolean;
};

export const emptyRegistrationForm: RegistrationFormValues = {
  customerType: "private",
  firstName: "",
  lastName: "",
  corporateName: "",
  siret: "",
  activity: "",
  email: "",
  phone: "",
  street: "",
  zipCode: "",
  city: "",
  country: "FR",
  sellingDate: "",
  deliveredComplete: false,
};

// The serial number and client code come from the look-up step; the other kind's fields stay in the form unsent.
const fromLookup = { serialNumber: true, clientCode: true } as const;
const privateFields = privateRegistrationSchema.omit(fromLookup).loose();
const professionalFields = professionalRegistrationSchema.omit(fromLookup).loose();

/**
 * The API's own checks of the fields (one schema for both), and the selling-date rule against the
 * machine found: not in the future, not before the manufacturer sold it.
 */
export function registrationFormSchema(context: { soldAt: string; today: string }) {
  return z.discriminatedUnion("customerType", [privateFields, professionalFields]).superRefine((values, issues) => {
    const problem = sellingDateProblem(values.sellingDate, context);
    if (problem) issues.addIssue({ code: "custom", path: ["sellingDate"], message: problem });
  });
}

/** The request of a registration: the fields of the end customer's kind only. */
export function registrationRequestOf(
  values: RegistrationFormValues,
  machine: MachineSold & { clientCode: string },
): MachineRegistrationRequest {
  const common = {
    serialNumber: machine.serialNumber,
    clientCode: machine.clientCode,
    sellingDate: values.sellingDate,
    email: values.email.trim(),
    phone: values.phone.trim(),
    street: values.street.trim(),
    zipCode: values.zipCode.trim().toUpperCase(),
    city: values.city.trim(),
    country: values.country,
    deliveredComplete: values.deliveredComplete,
  };
  return values.customerType === "private"
    ? { ...common, customerType: "private", firstName: values.firstName.trim(), lastName: values.lastName.trim() }
    : {
        ...common,
        customerType: "professional",
        corporateName: values.corporateName.trim(),
        siret: values.siret.replace(/[\s.-]/g, ""),
        activity: values.activity,
      };
}

/** Today's date where the browser is, `YYYY-MM-DD`. */
export function localToday(now = new Date()): string {
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}
