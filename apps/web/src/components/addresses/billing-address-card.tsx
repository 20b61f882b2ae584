"use client";

import type { OrderAddress } from "@portal/domain/addresses/schemas";
import { useTranslations } from "next-intl";
import { BuildingIcon, LockIcon } from "../icons/icons";
import { Alert } from "../ui/alert";
import { AddressLines } from "./address-lines";
import styles from "./addresses.module.css";

/** The company's registered address, used for invoicing: shown, never edited here. */
export function BillingAddressCard({ address }: { address: OrderAddress | null }) {
  const t = useTranslations("addresses.billing");
  return (
    <section className={styles.panel} aria-labelledby="billing-address-title">
      <div className={styles.panelHeader}>
        <h2 id="billing-address-title" className={styles.panelTitle}>
          {t("title")}
        </h2>
      </div>
      {address ? (
        <div className={styles.billing}>
          <div className={`${styles.card} ${styles.registered}`}>
            <div className={styles.cardHeader}>
              <span className={styles.cardIcon} aria-hidden="true">
                <BuildingIcon size={18} />
              </span>
              <p className={styles.cardTitle}>{address.company}</p>
            </div>
            {/* The company already heads the card. */}
            <AddressLines address={{ ...address, company: null }} />
          </div>
          <p className={styles.note}>
            <LockIcon size={18} />
            <span>{t("note")}</span>
          </p>
        </div>
      ) : (
        <Alert tone="info" live={false}>
          {t("missing")}
        </Alert>
      )}
    </section>
  );
}
