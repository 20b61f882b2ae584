import type { StockStatus } from "@portal/domain/catalog/enums";
import { useTranslations } from "next-intl";
import styles from "./stock-badge.module.css";

/** Availability as a coloured dot and its words (the colour is never the only signal). */
export function StockBadge({ status, className }: { status: StockStatus; className?: string }) {
  const t = useTranslations("catalog.stock");
  return (
    <span className={[styles.badge, styles[status], className].filter(Boolean).join(" ")}>
      <span className={styles.dot} aria-hidden="true" />
      {t(status)}
    </span>
  );
}
