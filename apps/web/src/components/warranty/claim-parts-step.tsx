"use client";

import { type ReferenceInvoice, warrantyLimits } from "@portal/domain/warranty/schemas";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { formatDay } from "@/lib/quotes/view";
import { warrantyApi } from "@/lib/warranty/api";
import { type ClaimForm, emptyPart } from "@/lib/warranty/form";
import { useApiErrorMessage } from "../auth/use-api-error";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { SelectField, TextField } from "../ui/form-field";
import { useClaimError } from "./claim-errors";
import styles from "./claim-wizard.module.css";

/** The invoices found for each reference looked up (kept while going back and forth). */
type Lookup = { state: "loading" } | { state: "failed"; message: string } | { state: "done"; invoices: ReferenceInvoice[] };

/** The replaced parts: each reference with the company's invoice it was bought on. */
export function PartsStep({ searchPath }: { searchPath: string }) {
  const t = useTranslations("warranty.claim.parts");
  const locale = useLocale();
  const shown = useClaimError();
  const apiError = useApiErrorMessage();
  const id = useId();
  const { register, control, getValues, setValue } = useFormContext<ClaimForm>();
  const { fields, append, remove } = useFieldArray({ control, name: "parts" });
  const [lookups, setLookups] = useState<Record<string, Lookup>>({});
  const parts = useWatch({ control, name: "parts" });

  const lookUp = async (index: number) => {
    const reference = getValues(`parts.${index}.reference`).trim();
    if (!reference || lookups[reference]?.state === "done") return;
    setLookups((current) => ({ ...current, [reference]: { state: "loading" } }));
    const result = await warrantyApi.referenceInvoices(reference);
    setLookups((current) => ({
      ...current,
      [reference]: result.ok ? { state: "done", invoices: result.data } : { state: "failed", message: apiError(result.code) },
    }));
    // One invoice only: it is the one.
    if (result.ok && result.data.length === 1 && result.data[0] && !getValues(`parts.${index}.invoiceNumber`)) {
      setValue(`parts.${index}.invoiceNumber`, result.data[0].invoiceNumber, { shouldValidate: true });
    }
  };

  return (
    <div className={styles.stack}>
      {fields.length === 0 ? <p className={styles.muted}>{t("none")}</p> : null}
      <ol className={styles.entries}>
        {fields.map((field, index) => {
          const reference = parts[index]?.reference.trim() ?? "";
          const lookup = reference ? lookups[reference] : undefined;
          const invoices = lookup?.state === "done" ? lookup.invoices : [];
          const referenceField = register(`parts.${index}.reference`);
          return (
            <li key={field.id} className={styles.entry}>
              <fieldset className={styles.fieldset}>
                <legend className={styles.legend}>{t("entry", { number: index + 1 })}</legend>
                <div className={styles.row}>
                  <TextField
                    id={`${id}-reference-${field.id}`}
                    label={t("reference")}
                    autoComplete="off"
                    maxLength={warrantyLimits.referenceLength}
                    error={shown(`parts.${index}.reference`)}
                    {...referenceField}
                    onChange={(event) => {
                      void referenceField.onChange(event);
                      setValue(`parts.${index}.invoiceNumber`, "");
                    }}
                    onBlur={(event) => {
                      void referenceField.onBlur(event);
                      void lookUp(index);
                    }}
                  />
                  <TextField
                    id={`${id}-name-${field.id}`}
                    label={t("name")}
                    maxLength={warrantyLimits.partNameLength}
                    error={shown(`parts.${index}.name`)}
                    {...register(`parts.${index}.name`)}
                  />
                  <TextField
                    id={`${id}-quantity-${field.id}`}
                    label={t("quantity")}
                    inputMode="numeric"
                    autoComplete="off"
                    className={styles.narrow}
                    error={shown(`parts.${index}.quantity`)}
                    {...register(`parts.${index}.quantity`)}
                  />
                </div>
                {lookup?.state === "done" && invoices.length === 0 ? (
                  <Alert tone="warning" live={false} title={t("noInvoice.title", { reference })}>
                    <p>{t("noInvoice.text")}</p>
                    <p>
                      <a href={`${searchPath}?q=${encodeURIComponent(reference)}`}>{t("noInvoice.order", { reference })}</a>
                    </p>
                  </Alert>
                ) : null}
                {lookup?.state === "failed" ? <Alert tone="error">{lookup.message}</Alert> : null}
                {lookup?.state === "done" && invoices.length > 0 ? (
                  <SelectField
                    id={`${id}-invoice-${field.id}`}
                    label={t("invoice")}
                    placeholder={t("chooseInvoice")}
                    options={invoices.map((invoice) => ({
                      value: invoice.invoiceNumber,
                      label: t("invoiceOption", {
                        number: invoice.invoiceNumber,
                        date: formatDay(invoice.date, locale),
                        quantity: invoice.quantity,
                      }),
                    }))}
                    error={shown(`parts.${index}.invoiceNumber`)}
                    {...register(`parts.${index}.invoiceNumber`)}
                  />
                ) : (
                  <div className={styles.lookup}>
                    <Button
                      variant="secondary"
                      size="small"
                      onClick={() => void lookUp(index)}
                      disabled={!reference || lookup?.state === "loading"}
                      aria-busy={lookup?.state === "loading" || undefined}
                    >
                      {lookup?.state === "loading" ? t("looking") : t("lookUp")}
                    </Button>
                    {shown(`parts.${index}.invoiceNumber`) && lookup?.state !== "done" ? (
                      <p className={styles.error} role="alert">
                        {shown(`parts.${index}.invoiceNumber`)}
                      </p>
                    ) : null}
                  </div>
                )}
                <div className={styles.entryActions}>
                  <Button variant="ghost" size="small" onClick={() => remove(index)}>
                    {t("remove", { number: index + 1 })}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {fields.length < warrantyLimits.maxParts ? (
        <div>
          <Button variant="secondary" onClick={() => append(emptyPart(), { shouldFocus: true })}>
            {t("add")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
