"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type Customer, customerSchema, customerUpdateSchema, genders } from "@portal/domain/accounts/schemas";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { apiRequest } from "@/lib/api/client";
import { fieldErrorMap } from "@/lib/forms/field-messages";
import { customerQueryKey } from "../auth/company-choice";
import { useApiErrorMessage } from "../auth/use-api-error";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { CheckboxField, FieldError, fieldStyles, TextField } from "../ui/form-field";
import { useFieldMessage } from "../ui/use-field-message";
import styles from "./account-forms.module.css";

type Input = z.input<typeof customerUpdateSchema>;
type Output = z.output<typeof customerUpdateSchema>;
const fields = ["gender", "firstname", "lastname", "email", "phone"] as const;

function valuesOf(customer: Customer): Input {
  return {
    gender: customer.gender,
    firstname: customer.firstname,
    lastname: customer.lastname,
    email: customer.email,
    phone: customer.phone ?? "",
    newsletter: customer.newsletter,
  };
}

export function AccountInfoForm({ customer }: { customer: Customer }) {
  const t = useTranslations("account.info");
  const fieldMessage = useFieldMessage();
  const apiError = useApiErrorMessage();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; message: string } | null>(null);
  // A new address is the login only once the link sent to it is followed: until then it is shown apart.
  const [pendingEmail, setPendingEmail] = useState(customer.pendingEmail);

  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(customerUpdateSchema, { error: fieldErrorMap }),
    defaultValues: valuesOf(customer),
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    const result = await apiRequest(`/api/v2/shop/customers/${customer.id}`, { method: "PUT", body: values, schema: customerSchema });
    if (!result.ok) {
      if (result.code === "customer.email_taken") setError("email", { message: "email_taken" });
      for (const error of result.errors ?? []) {
        const field = fields.find((name) => name === error.path);
        if (field) setError(field, { message: error.message });
      }
      setOutcome({ tone: "error", message: apiError(result.code) });
      return;
    }
    reset(valuesOf(result.data));
    queryClient.setQueryData(customerQueryKey(customer.id), result.data);
    const asked = values.email !== result.data.email && result.data.pendingEmail;
    setPendingEmail(result.data.pendingEmail);
    setOutcome({ tone: "success", message: asked ? t("emailChangeSent", { email: asked }) : t("saved") });
    // The header shows the name: let the server parts render it again.
    router.refresh();
  });

  const genderError = fieldMessage(errors.gender?.message);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      {outcome ? <Alert tone={outcome.tone}>{outcome.message}</Alert> : null}
      <fieldset className={fieldStyles.fieldset} aria-describedby={genderError ? "gender-error" : undefined}>
        <legend className={fieldStyles.legend}>{t("gender")}</legend>
        <div className={fieldStyles.choices}>
          {genders.map((gender) => (
            <label key={gender} className={fieldStyles.choice}>
              <input type="radio" value={gender} {...register("gender")} />
              {t(`genders.${gender}`)}
            </label>
          ))}
        </div>
        <FieldError id="gender-error" message={genderError} />
      </fieldset>
      <div className={styles.columns}>
        <TextField
          id="account-firstname"
          label={t("firstname")}
          autoComplete="given-name"
          error={fieldMessage(errors.firstname?.message)}
          {...register("firstname")}
        />
        <TextField
          id="account-lastname"
          label={t("lastname")}
          autoComplete="family-name"
          error={fieldMessage(errors.lastname?.message)}
          {...register("lastname")}
        />
      </div>
      <div className={styles.columns}>
        <TextField
          id="account-email"
          type="email"
          label={t("email")}
          autoComplete="email"
          inputMode="email"
          error={fieldMessage(errors.email?.message)}
          {...register("email")}
        />
        <TextField
          id="account-phone"
          type="tel"
          label={t("phone")}
          optionalLabel={t("optional")}
          autoComplete="tel"
          inputMode="tel"
          error={fieldMessage(errors.phone?.message)}
          {...register("phone")}
        />
      </div>
      <CheckboxField id="account-newsletter" label={t("newsletter")} hint={t("newsletterHint")} {...register("newsletter")} />
      {pendingEmail ? (
        <Alert tone="info" live={false}>
          {t("pendingEmail", { email: pendingEmail })}
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="brand" disabled={isSubmitting}>
          {isSubmitting ? t("saving") : t("save")}
        </Button>
        {isDirty && !isSubmitting ? (
          <Button variant="ghost" onClick={() => reset()}>
            {t("cancel")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
