"use client";

import { COMPARATOR_LIMIT } from "@portal/domain/catalog/comparator";
import NextLink from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { type ChangeEvent, useId, useState } from "react";
import { pathFor } from "@/i18n/paths";
import { addToComparison, comparatorStore, removeFromComparison } from "@/lib/comparator/store";
import styles from "./compare-toggle.module.css";
import { useComparedCodes } from "./use-compared-codes";

type CompareToggleProps = {
  code: string;
  name: string;
  /** Cards say "Compare" and name the product for screen readers only. */
  compact?: boolean;
  className?: string;
};

/** Adds a product to the comparison or takes it out; desktop screens only (see the CSS). */
export function CompareToggle({ code, name, compact = false, className }: CompareToggleProps) {
  const t = useTranslations("compare");
  const locale = useLocale();
  const codes = useComparedCodes();
  const [refused, setRefused] = useState(false);
  const id = useId();
  const checked = codes.includes(code);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const current = comparatorStore.get();
    if (!event.target.checked) {
      comparatorStore.set(removeFromComparison(current, code));
      setRefused(false);
      return;
    }
    const outcome = addToComparison(current, code);
    setRefused(!outcome.ok);
    if (outcome.ok) comparatorStore.set(outcome.codes);
  };

  return (
    <div className={[styles.toggle, compact ? styles.compact : "", className].filter(Boolean).join(" ")}>
      <label className={styles.label}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          onChange={onChange}
          aria-describedby={refused ? `${id}-message` : undefined}
        />
        <span>{compact ? t("addShort") : t("add")}</span>
        {compact ? <span className="visually-hidden">{name}</span> : null}
      </label>
      <p id={`${id}-message`} role="status" className={styles.message}>
        {refused ? (
          <>
            {t("limitReached", { limit: COMPARATOR_LIMIT })}{" "}
            <NextLink href={`${pathFor("/comparator", locale)}?codes=${codes.join(",")}`}>{t("view")}</NextLink>
          </>
        ) : null}
      </p>
    </div>
  );
}
