"use client";

import { genders } from "@portal/domain/accounts/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Link } from "@/i18n/navigation";
import type { RegistrationFormValues } from "@/lib/registration/steps";
import { useCountries } from "../addresses/address-queries";
import { describedBy, FieldError, fieldStyles, TextField } from "../ui/form-field";
import styles from "./registration.module.css";
import { CheckboxField, fieldId, ListSelect, listState, PostalFields, useFieldError } from "./registration-fields";
import { useCapacities } from "./registration-queries";

/** Slugs of the content pages the consents refer to, as published in each language. */
const legalPages: Record<Locale, { terms: string; dataProtection: string }> = {
  fr: { terms: "conditions-generales-de-vente", dataProtection: "donnees-personnelles" },
  en: { terms: "terms-and-conditions", dataProtection: "privacy-policy" },
  de: { terms: "agb", dataProtection: "datenschutz" },
  nl: { terms: "algemene-verkoopvoorwaarden", dataProtection: "privacybeleid" },
};

/** Step 5: who the customer is (role in the company, or postal address for an individual) and the consents. */
export function PersonalStep() {
  const t = useTranslations("registration.personal");
  const tList = useTranslations("registration.lists");
  const locale = useLocale();
  const fieldError = useFieldError();
  const { register, control } = useFormContext<RegistrationFormValues>();
  const [legalForm, countryCode] = useWatch({ control, name: ["legalForm", "address.countryCode"] });
  const individual = legalForm === "individual";
  const capacities = useCapacities();
  const countries = useCountries();
  const genderId = fieldId("gender");
  const genderError = fieldError("gender");
  const pages = legalPages[locale];
  // Opened beside the form, so reading the texts never loses what was typed.
  const pageLink = (slug: string) => (chunks: ReactNode) => (
    <Link href={{ pathname: "/[slug]", params: { slug } }} target="_blank" rel="noopener" className={styles.consentLink}>
      {chunks}
      <span className="visually-hidden"> {t("newTab")}</span>
    </Link>
  );

  return (
    <>
      <fieldset className={fieldStyles.fieldset} aria-describedby={describedBy(genderError && `${genderId}-error`)}>
        <legend className={fieldStyles.legend}>{t("gender")}</legend>
        <div className={fieldStyles.choices}>
          {genders.map((gender) => (
            <label key={gender} className={fieldStyles.choice}>
              <input type="radio" value={gender} aria-invalid={genderError ? true : undefined} {...register("gender")} />
              {t(`genders.${gender}`)}
            </label>
          ))}
        </div>
        <FieldError id={`${genderId}-error`} message={genderError} />
      </fieldset>
      <div className={styles.columns}>
        <TextField
          id={fieldId("firstname")}
          label={t("firstname")}
          autoComplete="given-name"
          error={fieldError("firstname")}
          {...register("firstname")}
        />
        <TextField
          id={fieldId("lastname")}
          label={t("lastname")}
          autoComplete="family-name"
          error={fieldError("lastname")}
          {...register("lastname")}
        />
      </div>
      <div className={styles.columns}>
        <TextField
          id={fieldId("phone")}
          type="tel"
          label={t("phone")}
          autoComplete="tel"
          inputMode="tel"
          error={fieldError("phone")}
          {...register("phone")}
        />
        {individual ? null : (
          <ListSelect
            name="capacityCode"
            label={t("capacity")}
            list={listState(capacities)}
            placeholder={tList("placeholder")}
            loadingLabel={tList("loading")}
            errorLabel={tList("error")}
            retryLabel={tList("retry")}
            onRetry={() => capacities.refetch()}
            autoComplete="organization-title"
          />
        )}
      </div>
      {individual ? (
        <fieldset className={styles.subsection}>
          <legend className={styles.subsectionTitle}>{t("address")}</legend>
          <PostalFields group="address" />
          <ListSelect
            name="address.countryCode"
            label={t("country")}
            list={listState(
              countries,
              countries.data?.filter((country) => country.allowedForAddresses || country.code === countryCode),
            )}
            placeholder={tList("countryPlaceholder")}
            loadingLabel={tList("loading")}
            errorLabel={tList("countriesError")}
            retryLabel={tList("retry")}
            onRetry={() => countries.refetch()}
            autoComplete="country"
          />
        </fieldset>
      ) : null}
      <div className={styles.consents}>
        <CheckboxField name="newsletter" hint={t("newsletterHint")}>
          {t("newsletter")}
        </CheckboxField>
        <CheckboxField name="acceptTerms">{t.rich("acceptTerms", { link: pageLink(pages.terms) })}</CheckboxField>
        <CheckboxField name="acceptDataProtection">
          {t.rich("acceptDataProtection", { link: pageLink(pages.dataProtection) })}
        </CheckboxField>
      </div>
    </>
  );
}
