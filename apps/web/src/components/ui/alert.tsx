import type { ReactNode } from "react";
import { AlertIcon, CheckCircleIcon, InfoIcon } from "../icons/icons";
import styles from "./alert.module.css";

type AlertProps = {
  tone: "success" | "error" | "warning" | "info";
  title?: ReactNode;
  children?: ReactNode;
  /** Errors interrupt (role=alert); confirmations are announced politely (role=status). */
  live?: boolean;
  className?: string;
};

const icons = { success: CheckCircleIcon, error: AlertIcon, warning: AlertIcon, info: InfoIcon };

export function Alert({ tone, title, children, live = true, className }: AlertProps) {
  const Icon = icons[tone];
  const role = live ? (tone === "error" ? "alert" : "status") : undefined;
  return (
    <div role={role} className={[styles.alert, styles[tone], className].filter(Boolean).join(" ")}>
      <Icon size={20} />
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
