import type { AvailabilityStatus } from "@portal/domain/catalog/availability";
import styles from "./stock-badge.module.css";

/** Availability as a coloured dot and its words (the colour is never the only signal). */
export function StockBadge({ status, label, className }: { status: AvailabilityStatus; label: string; className?: string }) {
  return (
    <span className={[styles.badge, styles[status], className].filter(Boolean).join(" ")}>
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </span>
  );
}
