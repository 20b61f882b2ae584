import type { ReactNode } from "react";
import { AlertIcon, CheckCircleIcon, ClockIcon, CloseIcon, InfoIcon } from "../icons/icons";
import styles from "./status-badge.module.css";

export type StatusTone = "neutral" | "info" | "success" | "warning" | "danger";

// A shape per tone as well as a colour: a status reads without telling colours apart.
const icons = { neutral: ClockIcon, info: InfoIcon, success: CheckCircleIcon, warning: AlertIcon, danger: CloseIcon } as const;

type StatusBadgeProps = {
  tone: StatusTone;
  /** The status in words, always shown. */
  children: ReactNode;
  /** Another icon than the tone's, when the status has a better picture (a lock for "disabled"). */
  icon?: ReactNode;
};

/** A record's status (order, quote, member…) as a short label with an icon and a tint. */
export function StatusBadge({ tone, children, icon }: StatusBadgeProps) {
  const Icon = icons[tone];
  return (
    <span className={styles.badge} data-tone={tone}>
      {icon ?? <Icon size={14} strokeWidth={2.2} />}
      <span>{children}</span>
    </span>
  );
}
