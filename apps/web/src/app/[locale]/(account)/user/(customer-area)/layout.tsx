import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { AccountNav } from "@/components/account/account-nav";
import { AccountProviders } from "@/components/providers/account-providers";
import { isIndividualAccount } from "@/lib/api/active-company";
import { getSession } from "@/lib/api/session";
import styles from "./customer-area.module.css";

/** Frame of the customer area. Pages check the session themselves, so they can name their own return path. */
export default async function CustomerAreaLayout({ children }: { children: ReactNode }) {
  const [session, t, individual] = await Promise.all([getSession(), getTranslations("account"), isIndividualAccount()]);
  if (session.status !== "customer") return <AccountProviders>{children}</AccountProviders>;
  const { customer } = session;
  return (
    <AccountProviders>
      <div className={styles.area}>
        <div className={styles.banner}>
          <div className={`container ${styles.bannerInner}`}>
            <p className={styles.eyebrow}>{t("area")}</p>
            <p className={styles.greeting}>{t("greeting", { name: customer.firstname })}</p>
          </div>
        </div>
        <div className={`container ${styles.grid}`}>
          <AccountNav manageUsers={customer.isAdmin && !individual} />
          <div className={styles.content}>{children}</div>
        </div>
      </div>
    </AccountProviders>
  );
}
