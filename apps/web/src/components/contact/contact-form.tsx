"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { genders } from "@portal/domain/accounts/schemas";
import { salesRepresentativeSchema } from "@portal/domain/companies/sales-representatives";
import {
  type ContactRequest,
  type ContactSubject,
  contactRequestResultSchema,
  contactRequestSchema,
  HONEYPOT_FIELD,
} from "@portal/domain/contact/schemas";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { apiRequest } from "@/lib/api/client";
import { type ContactFormValues, departmentKeyOf } from "@/lib/contact/prefill";
import { fieldErrorMap } from "@/lib/forms/field-messages";
import { SalesRepresentativeBlock } from "../account/sales-representative";
import { useCountries } from "../addresses/address-queries";
import { useApiErrorMessage } from "../auth/use-api-error";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { FieldError, fieldStyles, SelectField, TextareaField, TextField } from "../ui/form-field";
import { Panel } from "../ui/panel";
import { useFieldMessage } from "../ui/use-field-message";
import styles from "./contact.module.css";

const fieldNames = [
  "subject",
  "company",
  "gender",
  "firstname",
  "lastname",
  "email",
  "phone",
  "street",
  "zipCode",
  "city",
  "countryCode",
  "message",
  "machineName",
  "productCode",
  "brand",
  "model",
  "serialNumber",
] as const;

/** The representative of the department typed in the form, once a postal code says which. */
function useRepresentative(countryCode: string, zipCode: string) {
  const key = departmentKeyOf(countryCode, zipCode);
  return useQuery({
    queryKey: ["commercial-by-department", key],
    enabled: key !== null,
    queryFn: async () => {
      const result = await apiRequest(`/api/v2/shop/commercial-by-department/${encodeURIComponent(key ?? "")}`, {
        schema: salesRepresentativeSchema,
      });
      // No representative covers every department: none is shown then.
      return result.ok ? result.data : null;
    },
    staleTime: 10 * 60_000,
  });
}

export function ContactForm({
  subjects,
  initialValues,
  storeLocatorUrl,
}: {
  subjects: ContactSubject[];
  initialValues: ContactFormValues;
  storeLocatorUrl: string | null;
}) {
  const t = useTranslations("contact");
  const fieldMessage = useFieldMessage();
  const apiError = useApiErrorMessage();
  const countries = useCountries();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactRequest>({
    // The form's strings are the schema's input; the resolver hands the parsed request to onSubmit.
    resolver: zodResolver(contactRequestSchema, { error: fieldErrorMap }) as never,
    defaultValues: initialValues,
  });
  // The country list arrives after the form: its select shows the prefilled country only once its options exist.
  useEffect(() => {
    if (countries.data) setValue("countryCode", getValues("countryCode"));
  }, [countries.data, getValues, setValue]);
  const [subjectCode, countryCode, zipCode] = useWatch({ control, name: ["subject", "countryCode", "zipCode"] });
  const subject = subjects.find((candidate) => candidate.code === subjectCode);
  const representative = useRepresentative(countryCode, zipCode);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await apiRequest("/api/v2/shop/contact-forms", { method: "POST", body: values, schema: contactRequestResultSchema });
    if (!result.ok) {
      // Everything typed stays in the form: only the message says what went wrong.
      for (const error of result.errors ?? []) {
        const field = fieldNames.find((name) => name === error.path);
        if (field) setError(field, { message: error.message });
      }
      if (result.code === "contact.machine_required") setError("serialNumber", { message: "contact.machine_required" });
      setFailure(`${t("failure")} ${apiError(result.code)}`);
      return;
    }
    setSentTo(values.email);
  });

  const genderError = fieldMessage(errors.gender?.message);
  const machineError = errors.serialNumber?.message === "contact.machine_required" ? t("machineRequired") : undefined;

  const aside = (
    <aside className={styles.aside} aria-label={t("asideLabel")}>
      <Panel title={t("representative.title")} headingLevel={2}>
        {representative.data ? (
          <SalesRepresentativeBlock representative={representative.data} title={t("representative.label")} />
        ) : (
          <p className={styles.muted}>{t("representative.unknown")}</p>
        )}
      </Panel>
      {storeLocatorUrl ? (
        <Panel title={t("storeLocator.title")} headingLevel={2}>
          <p className={styles.muted}>{t("storeLocator.text")}</p>
          <a href={storeLocatorUrl} className={styles.locator}>
            {t("storeLocator.link")}
          </a>
        </Panel>
      ) : null}
    </aside>
  );

  if (sentTo) {
    return (
      <div className={styles.layout}>
        <Panel title={t("success.title")} headingLevel={2}>
          <div role="status" className={styles.success}>
            <p>{t("success.text", { email: sentTo })}</p>
          </div>
        </Panel>
        {aside}
      </div>
    );
  }

  return (
    <div className={styles.layout}>
      <Panel title={t("formTitle")} description={t("required")} headingLevel={2}>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <SelectField
            id="contact-subject"
            label={t("fields.subject")}
            placeholder={t("fields.subjectPlaceholder")}
            options={subjects.map((option) => ({ value: option.code, label: option.label }))}
            error={fieldMessage(errors.subject?.message)}
            {...register("subject")}
          />
          <TextField
            id="contact-company"
            label={t("fields.company")}
            optionalLabel={t("optional")}
            autoComplete="organization"
            error={fieldMessage(errors.company?.message)}
            {...register("company")}
          />
          <fieldset className={fieldStyles.fieldset} aria-describedby={genderError ? "contact-gender-error" : undefined}>
            <legend className={fieldStyles.legend}>{t("fields.gender")}</legend>
            <div className={fieldStyles.choices}>
              {genders.map((gender) => (
                <label key={gender} className={fieldStyles.choice}>
                  <input type="radio" value={gender} aria-invalid={genderError ? true : undefined} {...register("gender")} />
                  {t(`genders.${gender}`)}
                </label>
              ))}
            </div>
            <FieldError id="contact-gender-error" message={genderError} />
          </fieldset>
          <div className={styles.columns}>
            <TextField
              id="contact-firstname"
              label={t("fields.firstname")}
              autoComplete="given-name"
              error={fieldMessage(errors.firstname?.message)}
              {...register("firstname")}
            />
            <TextField
              id="contact-lastname"
              label={t("fields.lastname")}
              autoComplete="family-name"
              error={fieldMessage(errors.lastname?.message)}
              {...register("lastname")}
            />
          </div>
          <div className={styles.columns}>
            <TextField
              id="contact-email"
              type="email"
              label={t("fields.email")}
              autoComplete="email"
              inputMode="email"
              error={fieldMessage(errors.email?.message)}
              {...register("email")}
            />
            <TextField
              id="contact-phone"
              type="tel"
              label={t("fields.phone")}
              autoComplete="tel"
              inputMode="tel"
              error={fieldMessage(errors.phone?.message)}
              {...register("phone")}
            />
          </div>
          <fieldset className={styles.group}>
            <legend className={styles.groupTitle}>{t("fields.address")}</legend>
            <TextField
              id="contact-street"
              label={t("fields.street")}
              optionalLabel={t("optional")}
              autoComplete="street-address"
              error={fieldMessage(errors.street?.message)}
              {...register("street")}
            />
            <div className={styles.columns}>
              <TextField
                id="contact-zip"
                label={t("fields.zipCode")}
                optionalLabel={t("optional")}
                autoComplete="postal-code"
                error={fieldMessage(errors.zipCode?.message)}
                {...register("zipCode")}
              />
              <TextField
                id="contact-city"
                label={t("fields.city")}
                optionalLabel={t("optional")}
                autoComplete="address-level2"
                error={fieldMessage(errors.city?.message)}
                {...register("city")}
              />
            </div>
            <SelectField
              id="contact-country"
              label={t("fields.country")}
              placeholder={t("fields.countryPlaceholder")}
              options={(countries.data ?? []).map((country) => ({ value: country.code, label: country.name }))}
              error={fieldMessage(errors.countryCode?.message) ?? (countries.isError ? t("countriesError") : undefined)}
              autoComplete="country"
              {...register("countryCode")}
            />
          </fieldset>
          {subject?.machine ? (
            <fieldset className={styles.group}>
              <legend className={styles.groupTitle}>{t("fields.machine")}</legend>
              <p className={styles.muted}>{t("machineHint")}</p>
              <div className={styles.columns}>
                <TextField
                  id="contact-serial"
                  label={t("fields.serialNumber")}
                  optionalLabel={t("optional")}
                  error={machineError ?? fieldMessage(errors.serialNumber?.message)}
                  {...register("serialNumber")}
                />
                <TextField
                  id="contact-machine-name"
                  label={t("fields.machineName")}
                  optionalLabel={t("optional")}
                  error={fieldMessage(errors.machineName?.message)}
                  {...register("machineName")}
                />
              </div>
              <div className={styles.columns}>
                <TextField
                  id="contact-brand"
                  label={t("fields.brand")}
                  optionalLabel={t("optional")}
                  error={fieldMessage(errors.brand?.message)}
                  {...register("brand")}
                />
                <TextField
                  id="contact-model"
                  label={t("fields.model")}
                  optionalLabel={t("optional")}
                  error={fieldMessage(errors.model?.message)}
                  {...register("model")}
                />
              </div>
              <TextField
                id="contact-product-code"
                label={t("fields.productCode")}
                optionalLabel={t("optional")}
                error={fieldMessage(errors.productCode?.message)}
                {...register("productCode")}
              />
            </fieldset>
          ) : null}
          <TextareaField
            id="contact-message"
            label={t("fields.message")}
            rows={7}
            error={fieldMessage(errors.message?.message)}
            {...register("message")}
          />
          {/* Hidden from people and from assistive technology: only robots fill it in. */}
          <div className={styles.trap} aria-hidden="true">
            <label htmlFor="contact-website">Website</label>
            <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
          </div>
          <div className={styles.actions}>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t("sending") : t("send")}
            </Button>
          </div>
        </form>
      </Panel>
      {aside}
    </div>
  );
}
