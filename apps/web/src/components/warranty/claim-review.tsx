"use client";

import type { Incident } from "@portal/domain/warranty/schemas";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import { formatDay } from "@/lib/quotes/view";
import { type ClaimForm, type ClaimMachine, type ClaimMode, labourUnitsOf } from "@/lib/warranty/form";
import { labourParts } from "@/lib/warranty/labels";
import { Button } from "../ui/button";
import { Facts } from "../ui/facts";
import { formatFileSize } from "../ui/file-drop";
import { MachineFacts } from "./claim-machine-step";
import styles from "./claim-wizard.module.css";

type Section = "machine" | "incident" | "parts" | "labour" | "documents";

type ClaimReviewProps = {
  mode: ClaimMode;
  machine: ClaimMachine | null;
  incidents: Incident[];
  onEdit: (step: Section) => void;
};

/** Everything about to be sent, each part with the way back to its step. */
export function ClaimReview({ mode, machine, incidents, onEdit }: ClaimReviewProps) {
  const t = useTranslations("warranty.claim");
  const locale = useLocale();
  const form = useFormContext<ClaimForm>().getValues();
  const day = (value: string) => (value ? formatDay(value, locale) : "—");
  const labour = labourParts(labourUnitsOf(form));
  const incident = incidents.find((entry) => entry.code === form.incident.code);

  const section = (step: Section, content: ReactNode) => (
    <section className={styles.reviewSection} aria-labelledby={`review-${step}`}>
      <div className={styles.reviewHeader}>
        <h3 id={`review-${step}`} className={styles.reviewTitle}>
          {t(`steps.${step}`)}
        </h3>
        <Button variant="ghost" size="small" onClick={() => onEdit(step)} aria-label={t("review.editStep", { step: t(`steps.${step}`) })}>
          {t("review.edit")}
        </Button>
      </div>
      {content}
    </section>
  );

  return (
    <div className={styles.review}>
      {section(
        "machine",
        mode === "advanced" && machine ? (
          <MachineFacts machine={machine} />
        ) : (
          <Facts>
            <div>
              <dt>{t("machine.name")}</dt>
              <dd>{form.machine.variantLabel}</dd>
            </div>
            <div>
              <dt>{t("machine.serialNumber")}</dt>
              <dd>{form.machine.serialNumber}</dd>
            </div>
            <div>
              <dt>{t("machine.invoiceNumber")}</dt>
              <dd>{form.machine.invoiceNumber || "—"}</dd>
            </div>
            <div>
              <dt>{t("machine.purchaseDate")}</dt>
              <dd>{day(form.machine.purchaseDate)}</dd>
            </div>
          </Facts>
        ),
      )}
      {section(
        "incident",
        <>
          <Facts>
            <div>
              <dt>{t("incident.type")}</dt>
              <dd>{incident?.label ?? "—"}</dd>
            </div>
            <div>
              <dt>{t("incident.date")}</dt>
              <dd>{day(form.incident.date)}</dd>
            </div>
            <div>
              <dt>{t("incident.commissioningDate")}</dt>
              <dd>{day(form.commissioningDate)}</dd>
            </div>
            <div>
              <dt>{t("incident.hoursOfService")}</dt>
              <dd>{form.hoursOfService}</dd>
            </div>
          </Facts>
          <p className={styles.reviewText}>{form.incident.description}</p>
        </>,
      )}
      {section(
        "parts",
        form.parts.length === 0 ? (
          <p className={styles.muted}>{t("parts.none")}</p>
        ) : (
          <ul className={styles.reviewList}>
            {form.parts.map((part, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is read only here, in the form's order.
              <li key={index}>
                {t("review.part", { quantity: part.quantity, name: part.name, reference: part.reference, invoice: part.invoiceNumber })}
              </li>
            ))}
          </ul>
        ),
      )}
      {section("labour", <p className={styles.reviewText}>{t("labour.value", { hours: labour.hours, minutes: labour.minutes })}</p>)}
      {section(
        "documents",
        form.documents.length === 0 ? (
          <p className={styles.muted}>{t("documents.none")}</p>
        ) : (
          <ul className={styles.reviewList}>
            {form.documents.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is read only here, in the form's order.
              <li key={index}>
                {entry.file ? <span>{`${entry.file.name} (${formatFileSize(entry.file.size, locale)})`}</span> : null}
                {entry.file && entry.comment.trim() ? " — " : null}
                {entry.comment.trim() ? <span>{entry.comment}</span> : null}
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
