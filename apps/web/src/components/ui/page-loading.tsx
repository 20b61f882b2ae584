import { getTranslations } from "next-intl/server";
import styles from "./page-loading.module.css";

/** Placeholder while a page's data loads: announced once, shaped like the content to come. */
export async function PageLoading({ variant = "page" }: { variant?: "page" | "panel" }) {
  const t = await getTranslations("common");
  return (
    <div className={variant === "page" ? `container ${styles.page}` : styles.panel} role="status" aria-live="polite">
      <span className="visually-hidden">{t("loading")}</span>
      <div className={styles.spinner} aria-hidden="true" />
      <div className={styles.lines} aria-hidden="true">
        <span className={styles.title} />
        <span />
        <span />
        <span className={styles.short} />
      </div>
    </div>
  );
}
