"use client";

import type { LegalForm } from "@portal/domain/accounts/schemas";
import { useTranslations } from "next-intl";
import { useController } from "react-hook-form";
import type { RegistrationFormValues } from "@/lib/registration/steps";
import { BuildingIcon, UserIcon } from "../icons/icons";
import { describedBy, FieldError } from "../ui/form-field";
import styles from "./registration.module.css";
import { fieldId, useFieldError } from "./registration-fields";

// Professionals first: the portal's usual customer.
const shown = ["professional", "individual"] as const satisfies readonly LegalForm[];

/** Step 1: individual or professional, as two large radio cards. */
export function LegalFormStep() {
  const t = useTranslations("registration.legalForm");
  const fieldError = useFieldError();
  const { field } = useController<RegistrationFormValues, "legalForm">({ name: "legalForm" });
  const id = fieldId("legalForm");
  const error = fieldError("legalForm");
  return (
    <fieldset className={styles.group} aria-describedby={describedBy(error && `${id}-error`)}>
      <legend className={styles.legend}>{t("legend")}</legend>
      <div className={styles.legalForms}>
        {shown.map((form) => {
          const optionId = `${id}-${form}`;
          return (
            <div key={form} className={styles.legalForm}>
              <input
                id={optionId}
                type="radio"
                name={field.name}
                value={form}
                checked={field.value === form}
                onChange={() => field.onChange(form)}
                onBlur={field.onBlur}
                className={styles.legalFormRadio}
                aria-describedby={`${optionId}-text`}
                aria-invalid={error ? true : undefined}
              />
              <span className={styles.legalFormIcon} aria-hidden="true">
                {form === "professional" ? <BuildingIcon size={30} /> : <UserIcon size={30} />}
              </span>
              <label htmlFor={optionId} className={styles.legalFormLabel}>
                {t(`${form}.title`)}
              </label>
              <p id={`${optionId}-text`} className={styles.legalFormText}>
                {t(`${form}.text`)}
              </p>
            </div>
          );
        })}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
