"use client";

import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { companyIdentifier, type RegistrationFormValues } from "@/lib/registration/steps";
import { useCountries } from "../addresses/address-queries";
import { TextField } from "../ui/form-field";
import styles from "./registration.module.css";
import { fieldId, ListSelect, listState, PostalFields, useFieldError } from "./registration-fields";
import { useActivities } from "./registration-queries";

/** Step 4: the company created with the account; identified by SIRET in France, by EORI elsewhere. */
export function CompanyCreateStep() {
  const t = useTranslations("registration.companyCreate");
  const tList = useTranslations("registration.lists");
  const fieldError = useFieldError();
  const { register, control } = useFormContext<RegistrationFormValues>();
  const countryCode = useWatch({ control, name: "company.countryCode" }) ?? "";
  const countries = useCountries();
  const activities = useActivities();
  const identifier = companyIdentifier(countryCode);
  // A country no longer open to addresses stays listed while it is the one chosen, to be replaced.
  const countryOptions = countries.data?.filter((country) => country.allowedForAddresses || country.code === countryCode);

  return (
    <>
      <TextField
        id={fieldId("company.corporateName")}
        label={t("corporateName")}
        autoComplete="organization"
        error={fieldError("company.corporateName")}
        {...register("company.corporateName")}
      />
      <div className={styles.columns}>
        <ListSelect
          name="company.countryCode"
          label={t("country")}
          list={listState(countries, countryOptions)}
          placeholder={tList("countryPlaceholder")}
          loadingLabel={tList("loading")}
          errorLabel={tList("countriesError")}
          retryLabel={tList("retry")}
          onRetry={() => countries.refetch()}
          autoComplete="country"
          deps={["company.siret", "company.eori"]}
        />
        {countryCode === "" ? (
          <p className={styles.identifierPending}>{t("identifierPending")}</p>
        ) : identifier === "siret" ? (
          <TextField
            key="siret"
            id={fieldId("company.siret")}
            label={t("siret")}
            hint={t("siretHint")}
            autoComplete="off"
            inputMode="numeric"
            error={fieldError("company.siret")}
            {...register("company.siret")}
          />
        ) : (
          <TextField
            key="eori"
            id={fieldId("company.eori")}
            label={t("eori")}
            hint={t("eoriHint")}
            autoComplete="off"
            autoCapitalize="characters"
            error={fieldError("company.eori")}
            {...register("company.eori")}
          />
        )}
      </div>
      <div className={styles.columns}>
        <ListSelect
          name="company.activityCode"
          label={t("activity")}
          list={listState(activities)}
          placeholder={tList("placeholder")}
          loadingLabel={tList("loading")}
          errorLabel={tList("error")}
          retryLabel={tList("retry")}
          onRetry={() => activities.refetch()}
        />
        <TextField
          id={fieldId("company.phone")}
          type="tel"
          label={t("phone")}
          autoComplete="work tel"
          inputMode="tel"
          error={fieldError("company.phone")}
          {...register("company.phone")}
        />
      </div>
      <PostalFields group="company" />
    </>
  );
}
