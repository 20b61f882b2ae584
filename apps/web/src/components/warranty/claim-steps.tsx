"use client";

import { claimDeadline } from "@portal/domain/warranty/rules";
import { type Incident, warrantyLimits } from "@portal/domain/warranty/schemas";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { Controller, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { formatDay } from "@/lib/quotes/view";
import { type ClaimForm, emptyDocument, labourMinuteChoices, labourUnitsOf } from "@/lib/warranty/form";
import { labourParts } from "@/lib/warranty/labels";
import { Button } from "../ui/button";
import { FileDrop } from "../ui/file-drop";
import { DateField, SelectField, TextareaField, TextField } from "../ui/form-field";
import { useClaimError } from "./claim-errors";
import styles from "./claim-wizard.module.css";
import { WARRANTY_ACCEPT } from "./warranty-files";

/** What happened: the type of incident, when, what was seen, and the machine's service so far. */
export function IncidentStep({ incidents, today }: { incidents: Incident[]; today: string }) {
  const t = useTranslations("warranty.claim.incident");
  const locale = useLocale();
  const shown = useClaimError();
  const id = useId();
  const { register, control } = useFormContext<ClaimForm>();
  const incidentDate = useWatch({ control, name: "incident.date" });
  const deadline = /^\d{4}-\d{2}-\d{2}$/.test(incidentDate) ? claimDeadline(incidentDate) : null;
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <SelectField
          id={`${id}-type`}
          label={t("type")}
          placeholder={t("choose")}
          options={incidents.map((incident) => ({ value: incident.code, label: incident.label }))}
          error={shown("incident.code")}
          {...register("incident.code")}
        />
        <DateField
          id={`${id}-date`}
          label={t("date")}
          max={today}
          hint={deadline && deadline >= today ? t("deadline", { date: formatDay(deadline, locale) }) : t("deadlineRule")}
          error={shown("incident.date")}
          {...register("incident.date")}
        />
      </div>
      <TextareaField
        id={`${id}-description`}
        label={t("description")}
        hint={t("descriptionHint")}
        maxLength={warrantyLimits.descriptionLength}
        rows={5}
        error={shown("incident.description")}
        {...register("incident.description")}
      />
      <div className={styles.row}>
        <DateField
          id={`${id}-commissioning`}
          label={t("commissioningDate")}
          max={today}
          error={shown("commissioningDate")}
          {...register("commissioningDate")}
        />
        <TextField
          id={`${id}-hours`}
          label={t("hoursOfService")}
          inputMode="numeric"
          autoComplete="off"
          hint={t("hoursHint")}
          error={shown("hoursOfService")}
          {...register("hoursOfService")}
        />
      </div>
    </div>
  );
}

/** Labour in quarter hours: whole hours and a quarter, read back as hours and minutes. */
export function LabourStep() {
  const t = useTranslations("warranty.claim.labour");
  const shown = useClaimError();
  const id = useId();
  const { register, control } = useFormContext<ClaimForm>();
  const [hours, minutes] = useWatch({ control, name: ["labourHours", "labourMinutes"] });
  const total = labourParts(labourUnitsOf({ labourHours: hours, labourMinutes: minutes }));
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <TextField
          id={`${id}-hours`}
          label={t("hours")}
          inputMode="numeric"
          autoComplete="off"
          error={shown("labourHours")}
          {...register("labourHours")}
        />
        <SelectField
          id={`${id}-minutes`}
          label={t("minutes")}
          options={labourMinuteChoices.map((value) => ({ value: String(value), label: t("minutesValue", { minutes: value }) }))}
          {...register("labourMinutes")}
        />
      </div>
      <p className={styles.total} aria-live="polite">
        {t("total", { hours: total.hours, minutes: total.minutes, units: labourUnitsOf({ labourHours: hours, labourMinutes: minutes }) })}
      </p>
    </div>
  );
}

/** Photos, reports and remarks: each entry holds a file, a comment, or both. */
export function DocumentsStep() {
  const t = useTranslations("warranty.claim.documents");
  const shown = useClaimError();
  const id = useId();
  const { register, control } = useFormContext<ClaimForm>();
  const { fields, append, remove } = useFieldArray({ control, name: "documents" });
  return (
    <div className={styles.stack}>
      {fields.length === 0 ? <p className={styles.muted}>{t("none")}</p> : null}
      <ol className={styles.entries}>
        {fields.map((field, index) => (
          <li key={field.id} className={styles.entry}>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t("entry", { number: index + 1 })}</legend>
              <Controller
                control={control}
                name={`documents.${index}.file`}
                render={({ field: file }) => (
                  <FileDrop
                    id={`${id}-file-${field.id}`}
                    label={t("file")}
                    accept={WARRANTY_ACCEPT}
                    acceptLabel={t("types")}
                    typeMessage={t("extensionNotAllowed")}
                    maxBytes={warrantyLimits.maxFileBytes}
                    file={file.value ?? null}
                    onChange={file.onChange}
                  />
                )}
              />
              <TextareaField
                id={`${id}-comment-${field.id}`}
                label={t("comment")}
                rows={3}
                maxLength={warrantyLimits.commentLength}
                error={shown(`documents.${index}.comment`)}
                {...register(`documents.${index}.comment`)}
              />
              <div className={styles.entryActions}>
                <Button variant="ghost" size="small" onClick={() => remove(index)}>
                  {t("remove", { number: index + 1 })}
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {fields.length < warrantyLimits.maxDocuments ? (
        <div>
          <Button variant="secondary" onClick={() => append(emptyDocument())}>
            {t("add")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
