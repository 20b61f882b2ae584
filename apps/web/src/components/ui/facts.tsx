import type { ReactNode } from "react";
import styles from "./facts.module.css";

/**
 * Labelled values (a description list) in as many columns as fit: a machine's identity, a claim's
 * incident, a quote's dates. Each entry is a `<div>` holding its `<dt>` and `<dd>`, or a `Fact`.
 */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}

export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
