"use client";

import NextLink from "next/link";
import { comparatorStore } from "@/lib/comparator/store";
import { CloseIcon } from "../icons/icons";
import { buttonClass } from "../ui/button";
import type { ComparatorBarLabels } from "./comparator-bar";
import styles from "./comparator-bar.module.css";

type ComparatorBarPanelProps = { codes: readonly string[]; comparatorPath: string; labels: ComparatorBarLabels };

/** The bar itself, once there are products to compare. */
export default function ComparatorBarPanel({ codes, comparatorPath, labels }: ComparatorBarPanelProps) {
  return (
    <aside className={styles.bar} aria-label={labels.label}>
      <span className={styles.counter} aria-hidden="true">
        {codes.length}
      </span>
      <p className={styles.text}>
        <strong>{labels.label}</strong>
        <span>{labels.count[codes.length - 1]}</span>
      </p>
      <NextLink href={`${comparatorPath}?codes=${codes.join(",")}`} className={buttonClass({ variant: "primary", size: "small" })}>
        {labels.compare}
      </NextLink>
      <button type="button" className={styles.clear} onClick={() => comparatorStore.set([])}>
        <CloseIcon size={18} />
        <span className="visually-hidden">{labels.clear}</span>
      </button>
    </aside>
  );
}
