"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import type { ErrorCode } from "@portal/domain/errors/codes";
import type { Locale } from "@portal/domain/i18n/locales";
import { type MachineRegistration, type MachineSold, machineLimits, machineSoldQuerySchema } from "@portal/domain/machines/schemas";
import NextLink from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { FormProvider, useForm, useFormContext, useWatch } from "react-hook-form";
import type { z } from "zod";
import { fieldErrorMap } from "@/lib/forms/field-messages";
import { lookupMachine, registerMachine } from "@/lib/machines/api";
import {
  emptyRegistrationForm,
  localToday,
  type RegistrationFormValues,
  registrationFormSchema,
  registrationRequestOf,
} from "@/lib/machines/form";
import { formatDay, machinePathOf } from "@/lib/machines/view";
import { useCountries } from "../addresses/address-queries";
import { useApiErrorMessage } from "../auth/use-api-error";
import { useActivities } from "../registration/registration-queries";
import { Alert } from "../ui/alert";
import { Button, buttonClass } from "../ui/button";
import { FileDrop } from "../ui/file-drop";
import { CheckboxField, ChoiceGroup, DateField, SelectField, TextField } from "../ui/form-field";
import { StepFrame, StepIndicator } from "../ui/step-wizard";
import { useFieldMessage } from "../ui/use-field-message";
import styles from "./machines.module.css";

type Step = "lookup" | "form" | "done";
type FoundMachine = MachineSold & { clientCode: string };
type LookupValues = z.input<typeof machineSoldQuerySchema>;
/** A refusal the user settles through the contact form, with the subject that form opens on. */
type Refusal = { kind: "notRecognised" | "alreadyRegistered"; serialNumber: string };

const INVOICE_ACCEPT = ".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg";

function refusalOf(code: ErrorCode, serialNumber: string): Refusal | null {
  if (code === "machine.not_recognised") return { kind: "notRecognised", serialNumber };
  if (code === "machine.already_registered") return { kind: "alreadyRegistered", serialNumber };
  return null;
}

/** Tells the user to inform the provider through the contact form, with a link opening it on the right subject. */
function RefusalNotice({ refusal, contactPath }: { refusal: Refusal; contactPath: string }) {
  const t = useTranslations("machines.registration");
  const subject = refusal.kind === "notRecognised" ? "machine-not-recognised" : "machine-already-registered";
  const query = new URLSearchParams({ subject, serialNumber: refusal.serialNumber });
  return (
    <Alert tone={refusal.kind === "notRecognised" ? "error" : "warning"} title={t(`${refusal.kind}.title`)}>
      <p>{t(`${refusal.kind}.text`)}</p>
      <p>
        <NextLink href={`${contactPath}?${query}`}>{t(`${refusal.kind}.contact`)}</NextLink>
      </p>
    </Alert>
  );
}

type WizardProps = { machineTemplate: string; listPath: string; contactPath: string };

/** Spec section 3: find the machine sold, describe its end customer and sale with the invoice, done. */
export function MachineRegistrationWizard({ machineTemplate, listPath, contactPath }: WizardProps) {
  const t = useTranslations("machines.registration");
  const [step, setStep] = useState<Step>("lookup");
  const [machine, setMachine] = useState<FoundMachine | null>(null);
  const [registered, setRegistered] = useState<MachineRegistration | null>(null);
  // One heading id per step: a new step's heading takes the focus, so a screen reader reads where the user now is.
  const headingId = `${useId()}-${step}`;
  const opened = useRef(false);
  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      return;
    }
    document.getElementById(headingId)?.focus();
  }, [headingId]);

  const steps = [
    { id: "lookup" as const, label: t("steps.lookup") },
    { id: "form" as const, label: t("steps.form") },
    { id: "done" as const, label: t("steps.done"), reachable: false },
  ];

  return (
    <div className={styles.wizard}>
      <StepIndicator
        steps={steps}
        current={step}
        label={t("stepsLabel")}
        onSelect={step === "done" ? undefined : (target) => target === "lookup" && setStep("lookup")}
      />
      {step === "lookup" ? (
        <LookupStep
          headingId={headingId}
          contactPath={contactPath}
          initial={machine}
          onFound={(found) => {
            setMachine(found);
            setStep("form");
          }}
        />
      ) : null}
      {step === "form" && machine ? (
        <FormStep
          headingId={headingId}
          machine={machine}
          contactPath={contactPath}
          onBack={() => setStep("lookup")}
          onRegistered={(registration) => {
            setRegistered(registration);
            setStep("done");
          }}
        />
      ) : null}
      {step === "done" && registered ? (
        <StepFrame headingId={headingId} title={t("done.title")}>
          <Alert tone="success" title={t("done.title")}>
            {t("done.text", { serialNumber: registered.serialNumber, endCustomer: registered.endCustomer })}
          </Alert>
          <div className={styles.buttons}>
            <NextLink href={machinePathOf(machineTemplate, registered.token)} className={buttonClass({ variant: "brand" })}>
              {t("done.open")}
            </NextLink>
            <NextLink href={listPath} className={buttonClass({ variant: "secondary" })}>
              {t("done.list")}
            </NextLink>
            <Button
              variant="ghost"
              onClick={() => {
                setMachine(null);
                setRegistered(null);
                setStep("lookup");
              }}
            >
              {t("done.another")}
            </Button>
          </div>
        </StepFrame>
      ) : null}
    </div>
  );
}

function LookupStep({
  headingId,
  contactPath,
  initial,
  onFound,
}: {
  headingId: string;
  contactPath: string;
  initial: FoundMachine | null;
  onFound: (machine: FoundMachine) => void;
}) {
  const t = useTranslations("machines.registration.lookup");
  const fieldMessage = useFieldMessage();
  const apiError = useApiErrorMessage();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LookupValues>({
    resolver: zodResolver(machineSoldQuerySchema, { error: fieldErrorMap }),
    defaultValues: { serialNumber: initial?.serialNumber ?? "", clientCode: initial?.clientCode ?? "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    setFailure(null);
    const query = machineSoldQuerySchema.parse(values);
    const result = await lookupMachine(query);
    if (result.ok) {
      if (result.data.registered) setRefusal({ kind: "alreadyRegistered", serialNumber: result.data.serialNumber });
      else onFound({ ...result.data, clientCode: query.clientCode });
      return;
    }
    const refused = refusalOf(result.code, query.serialNumber);
    if (refused) setRefusal(refused);
    else setFailure(apiError(result.code));
  });

  return (
    <StepFrame
      headingId={headingId}
      title={t("title")}
      position={{ step: 1, total: 2 }}
      intro={t("intro")}
      failure={
        refusal ? <RefusalNotice refusal={refusal} contactPath={contactPath} /> : failure ? <Alert tone="error">{failure}</Alert> : null
      }
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
        <div className={styles.columns}>
          <TextField
            id="machine-lookup-serial"
            label={t("serialNumber")}
            hint={t("serialHint")}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={machineLimits.serialNumberLength}
            error={fieldMessage(errors.serialNumber?.message)}
            {...register("serialNumber")}
          />
          <TextField
            id="machine-lookup-client-code"
            label={t("clientCode")}
            hint={t("clientCodeHint")}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={machineLimits.clientCodeLength}
            error={fieldMessage(errors.clientCode?.message)}
            {...register("clientCode")}
          />
        </div>
        <div className={styles.buttons}>
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            {isSubmitting ? t("searching") : t("submit")}
          </Button>
        </div>
      </form>
    </StepFrame>
  );
}

function FormStep({
  headingId,
  machine,
  contactPath,
  onBack,
  onRegistered,
}: {
  headingId: string;
  machine: FoundMachine;
  contactPath: string;
  onBack: () => void;
  onRegistered: (registration: MachineRegistration) => void;
}) {
  const t = useTranslations("machines.registration.form");
  const locale = useLocale() as Locale;
  const apiError = useApiErrorMessage();
  const fieldMessage = useFieldMessage();
  const [invoice, setInvoice] = useState<File | null>(null);
  const [invoiceError, setInvoiceError] = useState<string | undefined>(undefined);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const today = useMemo(() => localToday(), []);
  const schema = useMemo(() => registrationFormSchema({ soldAt: machine.soldAt, today }), [machine.soldAt, today]);
  const form = useForm<RegistrationFormValues>({
    // The schema's output is the request's fields; the form keeps its own, wider shape.
    resolver: zodResolver(schema, { error: fieldErrorMap }) as never,
    defaultValues: emptyRegistrationForm,
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    setFailure(null);
    if (!invoice) {
      setInvoiceError(t("invoiceRequired"));
      document.getElementById("machine-invoice")?.focus();
      return;
    }
    const result = await registerMachine(registrationRequestOf(values, machine), invoice);
    if (result.ok) {
      onRegistered(result.data);
      return;
    }
    const refused = refusalOf(result.code, machine.serialNumber);
    if (refused) setRefusal(refused);
    else if (result.code.startsWith("upload.") || result.code === "machine.invoice_required") setInvoiceError(apiError(result.code));
    else setFailure(apiError(result.code));
  });

  return (
    <StepFrame
      headingId={headingId}
      title={t("title")}
      position={{ step: 2, total: 2 }}
      failure={
        refusal ? <RefusalNotice refusal={refusal} contactPath={contactPath} /> : failure ? <Alert tone="error">{failure}</Alert> : null
      }
    >
      <p className={styles.machine}>
        {t("machine", {
          brand: machine.brand,
          model: machine.model,
          serialNumber: machine.serialNumber,
          soldAt: formatDay(machine.soldAt, locale),
        })}
      </p>
      <FormProvider {...form}>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
          <CustomerFields />
          <ContactFields />
          <DateField
            id="machine-selling-date"
            label={t("sellingDate")}
            hint={t("sellingDateHint")}
            min={machine.soldAt}
            max={today}
            error={fieldMessage(form.formState.errors.sellingDate?.message)}
            {...form.register("sellingDate")}
          />
          <FileDrop
            id="machine-invoice"
            label={t("invoice")}
            accept={INVOICE_ACCEPT}
            acceptLabel={t("invoiceAccept")}
            maxBytes={machineLimits.invoiceMaxBytes}
            file={invoice}
            onChange={(file) => {
              setInvoice(file);
              setInvoiceError(undefined);
            }}
            error={invoiceError}
          />
          <CheckboxField id="machine-delivered-complete" label={t("deliveredComplete")} {...form.register("deliveredComplete")} />
          <div className={styles.buttons}>
            <Button variant="secondary" onClick={onBack} disabled={isSubmitting}>
              {t("back")}
            </Button>
            <Button type="submit" variant="primary" disabled={isSubmitting}>
              {isSubmitting ? t("submitting") : t("submit")}
            </Button>
          </div>
        </form>
      </FormProvider>
    </StepFrame>
  );
}

/** The translated error of a field of the registration form. */
function useFieldError(name: keyof RegistrationFormValues) {
  const fieldMessage = useFieldMessage();
  const { getFieldState, formState } = useFormContext<RegistrationFormValues>();
  return fieldMessage(getFieldState(name, formState).error?.message);
}

function CustomerFields() {
  const t = useTranslations("machines.registration.form");
  const { register, control } = useFormContext<RegistrationFormValues>();
  const customerType = useWatch({ control, name: "customerType" });
  const activities = useActivities();
  const errors = {
    customerType: useFieldError("customerType"),
    firstName: useFieldError("firstName"),
    lastName: useFieldError("lastName"),
    corporateName: useFieldError("corporateName"),
    siret: useFieldError("siret"),
    activity: useFieldError("activity"),
  };
  return (
    <>
      <ChoiceGroup
        id="machine-customer-type"
        legend={t("customerType")}
        type="radio"
        options={[
          { value: "private", label: t("private") },
          { value: "professional", label: t("professional") },
        ]}
        error={errors.customerType}
        {...register("customerType")}
      />
      {customerType === "private" ? (
        <div className={styles.columns}>
          <TextField
            id="machine-first-name"
            label={t("firstName")}
            autoComplete="off"
            maxLength={machineLimits.nameLength}
            error={errors.firstName}
            {...register("firstName")}
          />
          <TextField
            id="machine-last-name"
            label={t("lastName")}
            autoComplete="off"
            maxLength={machineLimits.nameLength}
            error={errors.lastName}
            {...register("lastName")}
          />
        </div>
      ) : (
        <>
          <TextField
            id="machine-corporate-name"
            label={t("corporateName")}
            autoComplete="off"
            maxLength={machineLimits.corporateNameLength}
            error={errors.corporateName}
            {...register("corporateName")}
          />
          <div className={styles.columns}>
            <TextField
              id="machine-siret"
              label={t("siret")}
              hint={t("siretHint")}
              inputMode="numeric"
              autoComplete="off"
              error={errors.siret}
              {...register("siret")}
            />
            <SelectField
              id="machine-activity"
              label={t("activity")}
              placeholder={activities.isPending ? t("loading") : t("choose")}
              options={(activities.data ?? []).map((activity) => ({ value: activity.code, label: activity.name }))}
              disabled={!activities.data}
              hint={activities.isError ? t("listError") : undefined}
              error={errors.activity}
              {...register("activity")}
            />
          </div>
        </>
      )}
    </>
  );
}

function ContactFields() {
  const t = useTranslations("machines.registration.form");
  const { register, control } = useFormContext<RegistrationFormValues>();
  const country = useWatch({ control, name: "country" });
  const countries = useCountries();
  const options = (countries.data ?? [])
    .filter((entry) => entry.allowedForAddresses || entry.code === country)
    .map((entry) => ({ value: entry.code, label: entry.name }));
  const errors = {
    email: useFieldError("email"),
    phone: useFieldError("phone"),
    street: useFieldError("street"),
    zipCode: useFieldError("zipCode"),
    city: useFieldError("city"),
    country: useFieldError("country"),
  };
  return (
    <>
      <div className={styles.columns}>
        <TextField
          id="machine-email"
          type="email"
          label={t("email")}
          autoComplete="off"
          maxLength={machineLimits.emailLength}
          error={errors.email}
          {...register("email")}
        />
        <TextField
          id="machine-phone"
          type="tel"
          label={t("phone")}
          inputMode="tel"
          autoComplete="off"
          error={errors.phone}
          {...register("phone")}
        />
      </div>
      <TextField
        id="machine-street"
        label={t("street")}
        autoComplete="off"
        maxLength={machineLimits.streetLength}
        error={errors.street}
        {...register("street")}
      />
      <div className={styles.columns}>
        <TextField
          id="machine-zip-code"
          label={t("zipCode")}
          autoComplete="off"
          maxLength={machineLimits.zipCodeLength}
          error={errors.zipCode}
          {...register("zipCode")}
        />
        <TextField
          id="machine-city"
          label={t("city")}
          autoComplete="off"
          maxLength={machineLimits.cityLength}
          error={errors.city}
          {...register("city")}
        />
        <SelectField
          id="machine-country"
          label={t("country")}
          options={options.length > 0 ? options : [{ value: country, label: country }]}
          disabled={!countries.data}
          hint={countries.isError ? t("listError") : undefined}
          error={errors.country}
          {...register("country")}
        />
      </div>
    </>
  );
}
