import type { ReactNode } from "react";
import { UserIcon } from "../icons/icons";
import styles from "./auth-card.module.css";

/**
 * The single card of the pages a visitor reaches from an e-mail or the login page (forgotten
 * password, new password, e-mail verification): one task, centred on the page.
 */
export function AuthCard({ title, icon, children }: { title: ReactNode; icon?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <section className={`container ${styles.card}`} aria-labelledby="auth-card-title">
        <span className={styles.badge} aria-hidden="true">
          {icon ?? <UserIcon size={26} />}
        </span>
        <h1 id="auth-card-title" className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
