"use client";

import { createContext, type ReactNode, useContext } from "react";
import { type FieldPath, get, useFormContext } from "react-hook-form";
import type { ClaimForm } from "@/lib/warranty/form";
import { useFieldMessage } from "../ui/use-field-message";

// Whether the current step's "Next" was pressed: from then on all its errors show.
const AttemptedContext = createContext(false);

/** The date rules say so at once: a date is picked in one go, and the deadline matters before "Next". */
const liveRules = new Set([
  "warranty.claim_deadline_passed",
  "warranty.incident_in_future",
  "warranty.commissioning_after_incident",
  "warranty.purchase_after_commissioning",
]);

export function AttemptedStep({ attempted, children }: { attempted: boolean; children: ReactNode }) {
  return <AttemptedContext.Provider value={attempted}>{children}</AttemptedContext.Provider>;
}

/**
 * The translated error of a field once "Next" was pressed, then kept up to date as the user types.
 * Never on leaving a field: a message appearing then moves the button being clicked. A row just
 * added is not greeted with "required" either.
 */
export function useClaimError() {
  const attempted = useContext(AttemptedContext);
  const message = useFieldMessage();
  const { formState } = useFormContext<ClaimForm>();
  return (name: FieldPath<ClaimForm>): string | undefined => {
    const error = get(formState.errors, name) as { message?: string } | undefined;
    if (!error?.message) return undefined;
    return attempted || liveRules.has(error.message) ? message(error.message) : undefined;
  };
}
