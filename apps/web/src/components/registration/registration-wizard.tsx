"use client";

import { registrationResultSchema } from "@portal/domain/accounts/registration";
import { customerExistsSchema, emailSchema } from "@portal/domain/accounts/schemas";
import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { Link } from "@/i18n/navigation";
import { apiRequest } from "@/lib/api/client";
import type { ApiFailure } from "@/lib/api/problem";
import {
  buildRegistrationRequest,
  companyIdentifier,
  emptyRegistrationForm,
  fieldErrorsOf,
  firstInvalidField,
  namesCompanyAtLogin,
  nextStep,
  previousStep,
  type RegistrationField,
  type RegistrationFormValues,
  type RegistrationOutcome,
  type RegistrationStep,
  registrationOutcome,
  registrationResolver,
  stepFields,
  stepOfField,
  stepsFor,
} from "@/lib/registration/steps";
import { useApiErrorMessage } from "../auth/use-api-error";
import { ArrowRightIcon } from "../icons/icons";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { StepFrame, StepIndicator } from "../ui/step-wizard";
import { CompanyCreateStep } from "./company-create-step";
import { type CompanySearchState, CompanySearchStep, initialCompanySearch, SEARCH_TERM_ID } from "./company-search-step";
import { LegalFormStep } from "./legal-form-step";
import { LoginStep } from "./login-step";
import { PersonalStep } from "./personal-step";
import styles from "./registration.module.css";
import { RegistrationDone } from "./registration-done";

const stepHeadingId = (step: RegistrationStep) => `registration-step-${step}`;

/** What went wrong when leaving a step; `login` adds the way to the login page. */
type Failure = { message: string; login?: boolean };

type FieldIssue = { field: RegistrationField; message: string };

/**
 * The registration, one step at a time (spec section 2). Everything typed stays in one form while
 * the visitor goes back and forth; each "Next" checks only the step being left, and the request
 * is sent once, from the last step.
 */
export function RegistrationWizard() {
  const t = useTranslations("registration");
  const apiError = useApiErrorMessage();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const form = useForm<RegistrationFormValues>({
    mode: "onTouched",
    defaultValues: emptyRegistrationForm,
    resolver: registrationResolver,
  });
  const { control, trigger, getValues, setValue, setError, getFieldState, handleSubmit, reset } = form;
  const [legalForm, siret, clientCode, companyMode] = useWatch({ control, name: ["legalForm", "siret", "clientCode", "companyMode"] });
  const steps = stepsFor({ legalForm, siret, clientCode, companyMode });

  const [step, setStep] = useState<RegistrationStep>("legalForm");
  const [failure, setFailure] = useState<Failure | null>(null);
  const [checking, setChecking] = useState(false);
  const [search, setSearch] = useState<CompanySearchState>(initialCompanySearch);
  const [done, setDone] = useState<{ email: string; outcome: RegistrationOutcome } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Where the focus goes once the step asked for is on screen.
  const focusTarget = useRef<RegistrationField | "heading" | null>(null);
  // The last address found free: going back and forth does not ask again.
  const freeEmail = useRef<string | null>(null);

  const focusField = useCallback((name: RegistrationField) => {
    const root = formRef.current;
    if (!root) return;
    const target =
      root.querySelector<HTMLElement>(`[name="${name}"]:checked`) ??
      root.querySelector<HTMLElement>(`[name="${name}"]`) ??
      // No result listed yet: the company is chosen by searching first.
      (name === "companyId" ? document.getElementById(SEARCH_TERM_ID) : null);
    target?.focus();
  }, []);

  const focus = useCallback(
    (target: RegistrationField | "heading", on: RegistrationStep) => {
      if (target === "heading") document.getElementById(stepHeadingId(on))?.focus();
      else focusField(target);
    },
    [focusField],
  );

  useEffect(() => {
    const target = focusTarget.current;
    if (target === null) return;
    focusTarget.current = null;
    focus(target, step);
  }, [step, focus]);

  function goTo(next: RegistrationStep, target: RegistrationField | "heading" = "heading") {
    if (next === step) {
      focus(target, step);
      return;
    }
    focusTarget.current = target;
    setStep(next);
  }

  function focusFirstError(fields: RegistrationField[]) {
    const first = fields.find((field) => getFieldState(field).error);
    if (first) focusField(first);
  }

  /** Stops at the login step when the address already has an account. */
  async function emailIsFree(): Promise<boolean> {
    const email = emailSchema.safeParse(getValues("email"));
    if (!email.success) return false;
    if (email.data === freeEmail.current) return true;
    setChecking(true);
    const result = await apiRequest(`/api/v2/shop/customer-exists/${encodeURIComponent(email.data)}`, { schema: customerExistsSchema });
    setChecking(false);
    if (!result.ok) {
      setFailure({ message: apiError(result.code) });
      return false;
    }
    if (result.data.exists) {
      setError("email", { type: "server", message: "email_taken" });
      setFailure({ message: apiError("customer.email_taken"), login: true });
      focusField("email");
      return false;
    }
    freeEmail.current = email.data;
    return true;
  }

  async function goNext() {
    setFailure(null);
    // "Next" on the company search joins the company picked there.
    if (step === "companySearch") setValue("companyMode", "search");
    const fields = stepFields(step, getValues("legalForm"));
    if (!(await trigger(fields))) {
      focusFirstError(fields);
      return;
    }
    if (step === "login" && !(await emailIsFree())) return;
    const next = nextStep(getValues(), step);
    if (next) goTo(next);
  }

  function goBack() {
    setFailure(null);
    const previous = previousStep(getValues(), step);
    if (previous) goTo(previous);
  }

  function createCompany() {
    setFailure(null);
    setValue("companyMode", "create");
    // The place searched for is most likely the new company's own.
    const { company } = getValues();
    if (search.query?.zipCode && !company.zipCode) setValue("company.zipCode", search.query.zipCode);
    if (search.query?.city && !company.city) setValue("company.city", search.query.city);
    goTo("companyCreate");
  }

  /** Marks the fields the API refused and leads to the first of them, or to `fallback`. */
  function showFailure(message: Failure, issues: FieldIssue[], fallback: RegistrationStep, fallbackFocus?: RegistrationField) {
    for (const { field, message: key } of issues) setError(field, { type: "server", message: key });
    const values = getValues();
    const first = firstInvalidField(values, (field) => issues.some((issue) => issue.field === field));
    const target = first?.step ?? (fallbackFocus ? stepOfField(values, fallbackFocus) : null) ?? fallback;
    setFailure(message);
    goTo(target, first?.field ?? fallbackFocus ?? "heading");
  }

  function onRefused(result: ApiFailure) {
    const values = getValues();
    const issues: FieldIssue[] = fieldErrorsOf(result.errors ?? []);
    const message = { message: apiError(result.code) };
    switch (result.code) {
      case "customer.email_taken":
        freeEmail.current = null;
        showFailure({ ...message, login: true }, [...issues, { field: "email", message: "email_taken" }], "login");
        return;
      case "registration.company_unknown":
        if (namesCompanyAtLogin(values)) {
          showFailure(message, issues, "login", values.siret.trim() ? "siret" : "clientCode");
        } else {
          // The company picked is no longer open to newcomers: another must be picked.
          setValue("companyId", "");
          void queryClient.invalidateQueries({ queryKey: ["company-search"] });
          showFailure(message, issues, "companySearch");
        }
        return;
      case "registration.company_exists":
        showFailure(message, issues, "companyCreate", `company.${companyIdentifier(values.company.countryCode)}`);
        return;
      case "address.country_not_allowed": {
        const field = values.legalForm === "individual" ? "address.countryCode" : "company.countryCode";
        showFailure(message, [...issues, { field, message: "address.country_not_allowed" }], "personal");
        return;
      }
      case "registration.reference_unknown":
        // A role or an activity was withdrawn meanwhile: the lists are loaded again.
        void queryClient.invalidateQueries({ queryKey: ["customer-capacities"] });
        void queryClient.invalidateQueries({ queryKey: ["activities"] });
        showFailure(message, issues, step);
        return;
      default:
        showFailure(message, issues, step);
    }
  }

  const submit = handleSubmit(
    async (values) => {
      setFailure(null);
      const built = buildRegistrationRequest(values, locale);
      if (!built.ok) {
        showFailure({ message: apiError("request.invalid") }, fieldErrorsOf(built.errors), step);
        return;
      }
      const result = await apiRequest("/api/v2/shop/customers", {
        method: "POST",
        body: built.request,
        schema: registrationResultSchema,
      });
      if (!result.ok) {
        onRefused(result);
        return;
      }
      setDone({ email: result.data.email, outcome: registrationOutcome(values) });
      // The password is not kept once the account exists.
      reset(emptyRegistrationForm);
    },
    () => {
      // An earlier step no longer passes its checks: lead back to it.
      const first = firstInvalidField(getValues(), (field) => Boolean(getFieldState(field).error));
      if (first) goTo(first.step, first.field);
    },
  );

  if (done) return <RegistrationDone email={done.email} outcome={done.outcome} />;

  const index = steps.indexOf(step);
  const last = index === steps.length - 1;
  const busy = checking || form.formState.isSubmitting;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy) {
      event.preventDefault();
      return;
    }
    if (last) {
      void submit(event);
      return;
    }
    event.preventDefault();
    void goNext();
  }

  return (
    <FormProvider {...form}>
      <StepIndicator
        label={t("steps.label")}
        steps={steps.map((id) => ({ id, label: t(`steps.${id}`) }))}
        current={step}
        disabled={busy}
        onSelect={(target) => {
          setFailure(null);
          goTo(target);
        }}
      />
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
        <StepFrame
          framed={false}
          headingId={stepHeadingId(step)}
          title={t(`steps.${step}`)}
          position={{ step: index + 1, total: steps.length }}
          intro={t(`stepIntro.${step}`)}
          failure={
            failure ? (
              <Alert tone="error">
                {failure.message}
                {failure.login ? (
                  <>
                    {" "}
                    <Link href="/user/login" className={styles.alertLink}>
                      {t("logIn")}
                    </Link>
                  </>
                ) : null}
              </Alert>
            ) : null
          }
          back={
            index > 0 ? (
              <Button variant="secondary" onClick={goBack} disabled={busy}>
                {t("actions.previous")}
              </Button>
            ) : null
          }
          next={
            <Button type="submit" variant="brand" disabled={busy}>
              {last
                ? form.formState.isSubmitting
                  ? t("actions.submitting")
                  : t("actions.submit")
                : checking
                  ? t("actions.checking")
                  : t("actions.next")}
              {last ? null : <ArrowRightIcon size={18} />}
            </Button>
          }
        >
          {step === "legalForm" ? (
            <LegalFormStep />
          ) : step === "login" ? (
            <LoginStep />
          ) : step === "companySearch" ? (
            <CompanySearchStep search={search} onSearchChange={setSearch} onCreate={createCompany} />
          ) : step === "companyCreate" ? (
            <CompanyCreateStep />
          ) : (
            <PersonalStep />
          )}
        </StepFrame>
      </form>
    </FormProvider>
  );
}
