"use client";

import { type ReactNode, useId, useState } from "react";
import { comparatorStore, removeFromComparison } from "@/lib/comparator/store";
import { CloseIcon } from "../icons/icons";
import styles from "./comparator-controls.module.css";

/** Takes one product out of the comparison; the page follows the list. */
export function RemoveFromComparison({ code, text, label }: { code: string; text: string; label: string }) {
  return (
    <button
      type="button"
      className={styles.remove}
      aria-label={label}
      onClick={() => comparatorStore.set(removeFromComparison(comparatorStore.get(), code))}
    >
      <CloseIcon size={16} />
      <span aria-hidden="true">{text}</span>
    </button>
  );
}

/** A switch that hides the rows where every product has the same value. */
export function DifferencesFilter({ label, legend, children }: { label: string; legend: string; children: ReactNode }) {
  const [only, setOnly] = useState(false);
  const id = useId();
  return (
    <div className={styles.filter}>
      <div className={styles.toolbar}>
        <label htmlFor={id} className={styles.switch}>
          <input id={id} type="checkbox" checked={only} onChange={(event) => setOnly(event.target.checked)} />
          <span className={styles.track} aria-hidden="true" />
          {label}
        </label>
        <p className={styles.legend}>
          <span className={styles.swatch} aria-hidden="true" />
          {legend}
        </p>
      </div>
      <div className={only ? styles.onlyDifferences : undefined}>{children}</div>
    </div>
  );
}
