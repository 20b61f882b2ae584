"use client";

import type { OrderAddress } from "@portal/domain/addresses/schemas";
import { useLocale, useTranslations } from "next-intl";
import styles from "./addresses.module.css";

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** An address as it is written on an envelope, one line per part. */
export function AddressLines({ address }: { address: OrderAddress }) {
  const t = useTranslations("addresses.card");
  const locale = useLocale();
  const lines = [
    ["recipient", `${address.firstname} ${address.lastname}`],
    ["company", address.company],
    ["street", address.street],
    ["locality", `${address.postcode} ${address.city}`],
    ["country", countryName(address.countryCode, locale)],
  ] as const;
  return (
    <address className={styles.lines}>
      {lines.map(([part, line]) =>
        line ? (
          <span key={part} className={part === "recipient" ? styles.recipient : undefined}>
            {line}
          </span>
        ) : null,
      )}
      {address.phone ? <span className={styles.phone}>{t("phone", { phone: address.phone })}</span> : null}
    </address>
  );
}
