"use client";

import { COMPANY_SEARCH_LIMIT, type CompanySearchQuery, companySearchQuerySchema } from "@portal/domain/accounts/registration";
import { useTranslations } from "next-intl";
import type { KeyboardEvent } from "react";
import { useController, useFormContext } from "react-hook-form";
import { fieldErrorMap } from "@/lib/forms/field-messages";
import type { RegistrationFormValues } from "@/lib/registration/steps";
import { useApiErrorMessage } from "../auth/use-api-error";
import { ChoiceCard } from "../checkout/choice-card";
import { BuildingIcon, SearchIcon } from "../icons/icons";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { describedBy, FieldError, fieldStyles } from "../ui/form-field";
import { useFieldMessage } from "../ui/use-field-message";
import styles from "./registration.module.css";
import { fieldId, useFieldError } from "./registration-fields";
import { useCompanySearch } from "./registration-queries";

export type CompanySearchBy = "zipCode" | "city";

/** The search as typed and as last run; held by the page so going back and forth keeps it. */
export type CompanySearchState = {
  by: CompanySearchBy;
  term: string;
  query: CompanySearchQuery | null;
  /** Why the term was refused, as a field message key. */
  termError?: string;
};

export const initialCompanySearch: CompanySearchState = { by: "zipCode", term: "", query: null };

export const SEARCH_TERM_ID = "registration-company-search-term";
const searchBys = ["zipCode", "city"] as const satisfies readonly CompanySearchBy[];

type CompanySearchStepProps = {
  search: CompanySearchState;
  onSearchChange: (search: CompanySearchState) => void;
  onCreate: () => void;
};

/** Step 3: finds the company to join by postal code or city; a company not found is created instead. */
export function CompanySearchStep({ search, onSearchChange, onCreate }: CompanySearchStepProps) {
  const t = useTranslations("registration.companySearch");
  const fieldMessage = useFieldMessage();
  const fieldError = useFieldError();
  const apiError = useApiErrorMessage();
  const { setValue } = useFormContext<RegistrationFormValues>();
  const { field } = useController<RegistrationFormValues, "companyId">({ name: "companyId" });
  const results = useCompanySearch(search.query);
  const termError = fieldMessage(search.termError);
  const choiceError = fieldError("companyId");
  const listId = fieldId("companyId");

  function runSearch() {
    const term = search.term.trim();
    const parsed = companySearchQuerySchema.safeParse(term ? { [search.by]: term } : {}, { error: fieldErrorMap });
    if (!parsed.success) {
      onSearchChange({ ...search, termError: parsed.error.issues[0]?.message ?? "invalid" });
      document.getElementById(SEARCH_TERM_ID)?.focus();
      return;
    }
    // A company picked in other results is no longer on screen: it must be picked again.
    if (JSON.stringify(parsed.data) !== JSON.stringify(search.query)) setValue("companyId", "");
    onSearchChange({ ...search, termError: undefined, query: parsed.data });
  }

  function onTermKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter searches here; elsewhere in the form it moves to the next step.
    if (event.key !== "Enter") return;
    event.preventDefault();
    runSearch();
  }

  const searchedTerm = search.query?.zipCode ?? search.query?.city ?? "";
  const companies = results.data ?? [];

  return (
    <>
      <search className={styles.search} aria-label={t("label")}>
        <fieldset className={fieldStyles.fieldset}>
          <legend className={fieldStyles.legend}>{t("by")}</legend>
          <div className={fieldStyles.choices}>
            {searchBys.map((by) => (
              <label key={by} className={fieldStyles.choice}>
                <input
                  type="radio"
                  name="registration-company-search-by"
                  value={by}
                  checked={search.by === by}
                  onChange={() => onSearchChange({ ...search, by, termError: undefined })}
                />
                {t(`byOptions.${by}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className={styles.searchRow}>
          <div className={fieldStyles.field}>
            <label htmlFor={SEARCH_TERM_ID} className={fieldStyles.label}>
              {t(`term.${search.by}`)}
            </label>
            <input
              id={SEARCH_TERM_ID}
              type="search"
              className={fieldStyles.input}
              value={search.term}
              onChange={(event) => onSearchChange({ ...search, term: event.target.value, termError: undefined })}
              onKeyDown={onTermKeyDown}
              autoComplete={search.by === "zipCode" ? "postal-code" : "address-level2"}
              autoCapitalize={search.by === "zipCode" ? "characters" : "words"}
              enterKeyHint="search"
              aria-invalid={termError ? true : undefined}
              aria-describedby={describedBy(`${SEARCH_TERM_ID}-hint`, termError && `${SEARCH_TERM_ID}-error`)}
            />
            <p id={`${SEARCH_TERM_ID}-hint`} className={fieldStyles.hint}>
              {t(`hint.${search.by}`)}
            </p>
            <FieldError id={`${SEARCH_TERM_ID}-error`} message={termError} />
          </div>
          <Button variant="secondary" className={styles.searchButton} onClick={runSearch} disabled={results.isFetching}>
            <SearchIcon size={18} />
            {t("submit")}
          </Button>
        </div>
      </search>

      <div className={styles.results}>
        {search.query === null ? (
          <p className={styles.prompt}>{t("prompt")}</p>
        ) : results.isPending || (results.isFetching && results.isError) ? (
          <p className={styles.loading} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {t("searching")}
          </p>
        ) : results.isError ? (
          <Alert tone="error" title={t("error")}>
            {apiError(results.error.code)}{" "}
            <button type="button" className={styles.inlineButton} onClick={() => results.refetch()}>
              {t("retry")}
            </button>
          </Alert>
        ) : companies.length === 0 ? (
          <div className={styles.empty} role="status">
            <span className={styles.emptyIcon} aria-hidden="true">
              <BuildingIcon size={28} />
            </span>
            <p className={styles.emptyTitle}>{t("empty", { term: searchedTerm })}</p>
            <p>{t("emptyHint")}</p>
            <Button variant="brand" onClick={onCreate}>
              {t("create")}
            </Button>
          </div>
        ) : (
          <fieldset className={styles.group} aria-describedby={describedBy(`${listId}-count`, choiceError && `${listId}-error`)}>
            <legend className={styles.legend}>{t("legend")}</legend>
            <p id={`${listId}-count`} className={styles.groupHint} role="status">
              {t("count", { count: companies.length })}
              {companies.length >= COMPANY_SEARCH_LIMIT ? ` ${t("limit", { count: COMPANY_SEARCH_LIMIT })}` : null}
            </p>
            <ul className={styles.companies}>
              {companies.map((company) => (
                <li key={company.id}>
                  <ChoiceCard
                    id={`${listId}-${company.id}`}
                    name={field.name}
                    value={String(company.id)}
                    checked={field.value === String(company.id)}
                    onChange={() => field.onChange(String(company.id))}
                    title={company.corporateName}
                    icon={<BuildingIcon size={18} />}
                  >
                    {[company.zipCode, company.city].filter(Boolean).join(" ") || t("noLocation")}
                  </ChoiceCard>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <FieldError id={`${listId}-error`} message={choiceError} />
        {/* Creating the company is always offered, except where the empty result already says so. */}
        {search.query === null || (!results.isPending && !results.isError && companies.length > 0) ? (
          <p className={styles.notListed}>
            {t("notListed")}{" "}
            <button type="button" className={styles.inlineButton} onClick={onCreate}>
              {t("create")}
            </button>
          </p>
        ) : null}
      </div>
    </>
  );
}
