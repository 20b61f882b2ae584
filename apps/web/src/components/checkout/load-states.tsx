"use client";

import { useTranslations } from "next-intl";
import { Alert } from "../ui/alert";
import styles from "./checkout.module.css";

/** A part of a step still loading, announced once. */
export function Loading({ label }: { label: string }) {
  return (
    <p className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {label}
    </p>
  );
}

/** A part of a step that could not load, with a way to ask again. */
export function LoadFailure({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  const t = useTranslations("checkout");
  return (
    <Alert tone="error">
      {message}{" "}
      <button type="button" className={styles.inlineButton} onClick={onRetry} disabled={retrying}>
        {retrying ? t("loading") : t("retry")}
      </button>
    </Alert>
  );
}
