import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { AlertIcon, BoxesIcon } from "../icons/icons";
import styles from "./states.module.css";

type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** What to do next: a link or a button. */
  action?: ReactNode;
  icon?: ReactNode;
  /** A line inside a form or a panel's section, rather than a whole list's place. */
  compact?: boolean;
};

/** Nothing to show yet, said plainly, with the way to get something. */
export function EmptyState({ title, description, action, icon, compact = false }: EmptyStateProps) {
  return (
    <div className={styles.state} data-compact={compact || undefined}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <BoxesIcon size={28} />}
      </span>
      <p className={styles.title}>{title}</p>
      {description ? <div className={styles.description}>{description}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}

type LoadingStateProps = {
  /** Said once to screen readers ("Loading your orders…"). */
  label: string;
  /** Lines of the skeleton, shaped like the content to come. */
  lines?: number;
};

/** A part of a page still loading: a skeleton, busy, announced once through a polite live region. */
export function LoadingState({ label, lines = 3 }: LoadingStateProps) {
  return (
    <div className={styles.loading} role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <div className={styles.bones} aria-hidden="true">
        {Array.from({ length: lines }, (_, line) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are identical and never move.
          <span key={line} className={styles.bone} data-short={line === lines - 1 && lines > 1 ? "" : undefined} />
        ))}
      </div>
    </div>
  );
}

type ErrorStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Asks again; without it no button is shown (nothing the visitor can do here). */
  onRetry?: () => void;
  /** While the new attempt runs: the button waits. */
  retrying?: boolean;
  /** A line inside a form or a panel's section, rather than a whole list's place. */
  compact?: boolean;
};

/** A part of a page that could not load, said at once (role=alert), with a way to ask again. */
export function ErrorState({ title, description, onRetry, retrying = false, compact = false }: ErrorStateProps) {
  const t = useTranslations("common");
  return (
    <div className={`${styles.state} ${styles.error}`} role="alert" data-compact={compact || undefined}>
      <span className={styles.icon} aria-hidden="true">
        <AlertIcon size={28} />
      </span>
      <p className={styles.title}>{title}</p>
      {description ? <div className={styles.description}>{description}</div> : null}
      {onRetry ? (
        <div className={styles.action}>
          <button type="button" className={styles.retry} onClick={onRetry} disabled={retrying} aria-busy={retrying || undefined}>
            {retrying ? t("loading") : t("retry")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
