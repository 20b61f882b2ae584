"use client";

import NextLink from "next/link";
import { type ChangeEvent, useId, useState } from "react";
import { addToComparison, comparatorStore, removeFromComparison } from "@/lib/comparator/store";
import styles from "./compare-toggle.module.css";
import { useComparedCodes } from "./use-compared-codes";

/** The toggle's words, translated by the server, and where its link to the comparison leads. */
export type CompareToggleLabels = {
  add: string;
  addShort: string;
  /** Said when the comparison is full. */
  limitReached: string;
  view: string;
  comparatorPath: string;
};

type CompareToggleProps = {
  code: string;
  name: string;
  labels: CompareToggleLabels;
  /** Cards say "Compare" and name the product for screen readers only. */
  compact?: boolean;
  className?: string;
};

/** Adds a product to the comparison or takes it out; desktop screens only (see the CSS). */
export function CompareToggle({ code, name, labels, compact = false, className }: CompareToggleProps) {
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
        <span>{compact ? labels.addShort : labels.add}</span>
        {compact ? <span className="visually-hidden">{name}</span> : null}
      </label>
      <p id={`${id}-message`} role="status" className={styles.message}>
        {refused ? (
          <>
            {labels.limitReached} <NextLink href={`${labels.comparatorPath}?codes=${codes.join(",")}`}>{labels.view}</NextLink>
          </>
        ) : null}
      </p>
    </div>
  );
}
