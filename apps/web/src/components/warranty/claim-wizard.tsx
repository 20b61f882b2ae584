"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import type { Incident } from "@portal/domain/warranty/schemas";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { FormProvider, type Resolver, useForm } from "react-hook-form";
import { warrantyApi } from "@/lib/warranty/api";
import {
  type ClaimForm,
  type ClaimMachine,
  type ClaimMode,
  claimFormSchema,
  codeTargets,
  emptyClaimForm,
  stepFields,
  toClaim,
} from "@/lib/warranty/form";
import { warrantyPathOf } from "@/lib/warranty/labels";
import { useApiErrorMessage } from "../auth/use-api-error";
import { Alert } from "../ui/alert";
import { Button, buttonClass } from "../ui/button";
import { StepFrame, StepIndicator } from "../ui/step-wizard";
import { AttemptedStep } from "./claim-errors";
import { MachineStep } from "./claim-machine-step";
import { PartsStep } from "./claim-parts-step";
import { ClaimReview } from "./claim-review";
import { DocumentsStep, IncidentStep, LabourStep } from "./claim-steps";
import styles from "./claim-wizard.module.css";

const steps = ["machine", "incident", "parts", "labour", "documents", "review"] as const;
type Step = (typeof steps)[number];

type ClaimWizardProps = {
  mode: ClaimMode;
  /** The registered machine of an advanced claim. */
  machine: ClaimMachine | null;
  incidents: Incident[];
  /** Today in the manufacturer's calendar, for the 30-day rule. */
  today: string;
  /** The claim page with `[warrantyToken]` in place of its token. */
  claimTemplate: string;
  searchPath: string;
};

const headingId = (step: Step) => `claim-step-${step}`;

/**
 * A warranty claim, one step at a time: everything typed stays in one form while going back and
 * forth, each "Next" checks the step being left, and the claim is sent once, from the review.
 */
export function ClaimWizard({ mode, machine, incidents, today, claimTemplate, searchPath }: ClaimWizardProps) {
  const t = useTranslations("warranty.claim");
  const apiError = useApiErrorMessage();
  const resolver = useMemo(() => zodResolver(claimFormSchema(mode, today)) as unknown as Resolver<ClaimForm>, [mode, today]);
  // Checked as typed: an error shown by "Next" goes away with the keystroke that fixes it, not on
  // leaving the field, so the buttons under it do not move while being clicked.
  const form = useForm<ClaimForm>({ mode: "onChange", defaultValues: emptyClaimForm(), resolver });
  const [step, setStep] = useState<Step>("machine");
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // The steps whose "Next" was pressed: all their errors show from then on.
  const [attempted, setAttempted] = useState<ReadonlySet<Step>>(new Set());
  const [created, setCreated] = useState<{ number: string; token: string } | null>(null);
  const moved = useRef(false);
  const index = steps.indexOf(step);

  // The new step's heading takes the focus, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (!moved.current) return;
    document.getElementById(created ? "claim-done" : headingId(step))?.focus();
  }, [step, created]);

  const goTo = (next: Step) => {
    moved.current = true;
    setFailure(null);
    setStep(next);
  };

  const next = async () => {
    if (step === "review") return;
    setAttempted((current) => new Set(current).add(step));
    const valid = await form.trigger([...stepFields[step]], { shouldFocus: true });
    if (valid) goTo(steps[index + 1] ?? "review");
  };

  const submit = async () => {
    const valid = await form.trigger();
    if (!valid) {
      const first = steps.find(
        (candidate) => candidate !== "review" && stepFields[candidate].some((field) => form.getFieldState(field).invalid),
      );
      if (first) {
        setAttempted(new Set(steps));
        goTo(first);
      }
      return;
    }
    setSending(true);
    setFailure(null);
    const { claim, files } = toClaim(form.getValues(), mode, machine?.token ?? null);
    const result = await warrantyApi.file(claim, files);
    setSending(false);
    if (result.ok) {
      moved.current = true;
      setCreated(result.data);
      return;
    }
    // Everything typed stays; the message goes on the field it is about when there is one.
    const target = codeTargets[result.code];
    if (target) {
      setAttempted((current) => new Set(current).add(target.step));
      form.setError(target.field as Parameters<typeof form.setError>[0], { type: "server", message: result.code });
      goTo(target.step);
    }
    setFailure(apiError(result.code));
  };

  if (created) {
    return (
      <section className={styles.done} aria-labelledby="claim-done">
        <h2 id="claim-done" tabIndex={-1} className={styles.doneTitle}>
          {t("done.title")}
        </h2>
        <Alert tone="success" live={false}>
          <p>{t("done.number", { number: created.number })}</p>
          <p>{t("done.next")}</p>
        </Alert>
        <NextLink href={warrantyPathOf(claimTemplate, created.token)} className={buttonClass({ variant: "brand" })}>
          {t("done.open", { number: created.number })}
        </NextLink>
      </section>
    );
  }

  const back =
    index > 0 ? (
      <Button variant="secondary" onClick={() => goTo(steps[index - 1] ?? "machine")} disabled={sending}>
        {t("actions.back")}
      </Button>
    ) : null;
  const forward =
    step === "review" ? (
      <Button variant="brand" onClick={submit} disabled={sending} aria-busy={sending || undefined}>
        {sending ? t("actions.sending") : t("actions.submit")}
      </Button>
    ) : (
      <Button variant="brand" onClick={next}>
        {t("actions.next")}
      </Button>
    );

  return (
    <FormProvider {...form}>
      <div className={styles.wizard}>
        <StepIndicator
          steps={steps.map((id) => ({ id, label: t(`steps.${id}`) }))}
          current={step}
          label={t("stepsLabel")}
          onSelect={goTo}
          disabled={sending}
          stacked
        />
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (step === "review") void submit();
            else void next();
          }}
        >
          <StepFrame
            headingId={headingId(step)}
            title={t(`steps.${step}`)}
            position={{ step: index + 1, total: steps.length }}
            intro={t(`intro.${step}`)}
            failure={
              failure ? (
                <Alert tone="error" title={t("failed")}>
                  {failure}
                </Alert>
              ) : null
            }
            back={back}
            next={forward}
          >
            <AttemptedStep attempted={attempted.has(step)}>
              {step === "machine" ? <MachineStep mode={mode} machine={machine} /> : null}
              {step === "incident" ? <IncidentStep incidents={incidents} today={today} /> : null}
              {step === "parts" ? <PartsStep searchPath={searchPath} /> : null}
              {step === "labour" ? <LabourStep /> : null}
              {step === "documents" ? <DocumentsStep /> : null}
              {step === "review" ? <ClaimReview mode={mode} machine={machine} incidents={incidents} onEdit={goTo} /> : null}
            </AttemptedStep>
          </StepFrame>
        </form>
      </div>
    </FormProvider>
  );
}
