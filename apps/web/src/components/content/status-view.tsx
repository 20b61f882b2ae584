import type { ReactNode } from "react";
import styles from "./status-view.module.css";

type StatusViewProps = {
  code?: string;
  title: string;
  text: ReactNode;
  actions?: ReactNode;
  icon?: ReactNode;
};

/** The body of the 404, access-denied and error pages. */
export function StatusView({ code, title, text, actions, icon }: StatusViewProps) {
  return (
    <div className={`container ${styles.wrapper}`}>
      <div className={styles.card}>
        {icon ? <div className={styles.icon}>{icon}</div> : null}
        {/* Drawn by CSS from the attribute: a watermark, not text to read or contrast-check. */}
        {code ? <span className={styles.code} data-code={code} aria-hidden="true" /> : null}
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.text}>{text}</div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}
