"use client";

import { catalogLimits } from "@portal/domain/catalog/schemas";
import type { MachineSuggestion } from "@portal/domain/warranty/schemas";
import { warrantyLimits } from "@portal/domain/warranty/schemas";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { formatDay } from "@/lib/quotes/view";
import { warrantyApi } from "@/lib/warranty/api";
import type { ClaimForm, ClaimMachine, ClaimMode } from "@/lib/warranty/form";
import { useApiErrorMessage } from "../auth/use-api-error";
import { Button } from "../ui/button";
import { Facts } from "../ui/facts";
import { DateField, FieldError, TextField } from "../ui/form-field";
import { useClaimError } from "./claim-errors";
import styles from "./claim-wizard.module.css";

export function MachineFacts({ machine }: { machine: ClaimMachine }) {
  const t = useTranslations("warranty.claim.machine");
  const locale = useLocale();
  return (
    <Facts>
      <div>
        <dt>{t("name")}</dt>
        <dd>{`${machine.brand} ${machine.model}`}</dd>
      </div>
      <div>
        <dt>{t("serialNumber")}</dt>
        <dd>{machine.serialNumber}</dd>
      </div>
      <div>
        <dt>{t("sold")}</dt>
        <dd>{formatDay(machine.sellingDate, locale)}</dd>
      </div>
      <div>
        <dt>{t("endCustomer")}</dt>
        <dd>{machine.endCustomer}</dd>
      </div>
    </Facts>
  );
}

/** The machine: the registered one (advanced), or one of the catalogue with its serial number and purchase (simple). */
export function MachineStep({ mode, machine }: { mode: ClaimMode; machine: ClaimMachine | null }) {
  if (mode === "advanced" && machine) return <MachineFacts machine={machine} />;
  return <MachineChoice />;
}

const SEARCH_DELAY_MS = 250;

function MachineChoice() {
  const t = useTranslations("warranty.claim.machine");
  const shown = useClaimError();
  const apiError = useApiErrorMessage();
  const id = useId();
  const { register, setValue, control, clearErrors } = useFormContext<ClaimForm>();
  const [variantCode, variantLabel] = useWatch({ control, name: ["machine.variantCode", "machine.variantLabel"] });
  const [term, setTerm] = useState("");
  const [results, setResults] = useState<MachineSuggestion[] | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);
  const trimmed = term.trim();

  useEffect(() => {
    if (trimmed.length < catalogLimits.autocompleteMinLength) {
      setResults(null);
      return;
    }
    let current = true;
    const timer = setTimeout(async () => {
      const result = await warrantyApi.machines(trimmed);
      if (!current) return;
      if (result.ok) {
        setResults(result.data);
        setSearchError(null);
      } else setSearchError(apiError(result.code));
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [trimmed, apiError]);

  const choose = (suggestion: MachineSuggestion) => {
    setValue("machine.variantCode", suggestion.code, { shouldDirty: true });
    setValue("machine.variantLabel", `${suggestion.name} (${suggestion.reference})`, { shouldDirty: true });
    clearErrors("machine.variantCode");
    setTerm("");
    setResults(null);
    document.getElementById(`${id}-change`)?.focus();
  };

  return (
    <div className={styles.stack}>
      {variantCode ? (
        <div className={styles.chosen}>
          <p>
            <span className={styles.muted}>{t("chosen")}</span> <strong>{variantLabel}</strong>
          </p>
          <Button
            id={`${id}-change`}
            variant="secondary"
            size="small"
            onClick={() => {
              setValue("machine.variantCode", "");
              setValue("machine.variantLabel", "");
              setTimeout(() => document.getElementById(`${id}-search`)?.focus(), 0);
            }}
          >
            {t("change")}
          </Button>
        </div>
      ) : (
        <div className={styles.stack}>
          <TextField
            id={`${id}-search`}
            name="machine-search"
            type="search"
            autoComplete="off"
            label={t("search")}
            hint={t("searchHint")}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") event.preventDefault();
            }}
            error={shown("machine.variantCode")}
            aria-controls={`${id}-results`}
          />
          <div id={`${id}-results`} aria-live="polite">
            {searchError ? <FieldError id={`${id}-search-failed`} message={searchError} /> : null}
            {results && results.length === 0 ? <p className={styles.muted}>{t("noResult")}</p> : null}
            {results && results.length > 0 ? (
              <>
                <p className="visually-hidden">{t("results", { count: results.length })}</p>
                <ul className={styles.suggestions}>
                  {results.map((suggestion) => (
                    <li key={suggestion.code}>
                      <button type="button" className={styles.suggestion} onClick={() => choose(suggestion)}>
                        <span className={styles.suggestionName}>{suggestion.name}</span>
                        <span className={styles.muted}>{`${suggestion.brand.name} · ${suggestion.reference}`}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        </div>
      )}
      <div className={styles.row}>
        <TextField
          id={`${id}-serial`}
          label={t("serialNumber")}
          maxLength={warrantyLimits.serialNumberLength}
          error={shown("machine.serialNumber")}
          {...register("machine.serialNumber")}
        />
        <TextField
          id={`${id}-invoice`}
          label={t("invoiceNumber")}
          optionalLabel={t("optional")}
          maxLength={40}
          error={shown("machine.invoiceNumber")}
          {...register("machine.invoiceNumber")}
        />
        <DateField
          id={`${id}-purchase`}
          label={t("purchaseDate")}
          optionalLabel={t("optional")}
          error={shown("machine.purchaseDate")}
          {...register("machine.purchaseDate")}
        />
      </div>
    </div>
  );
}
