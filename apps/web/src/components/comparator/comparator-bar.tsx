"use client";

import { COMPARATOR_LIMIT } from "@portal/domain/catalog/comparator";
import NextLink from "next/link";
import { usePathname } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { pathFor } from "@/i18n/paths";
import { comparatorStore } from "@/lib/comparator/store";
import { CloseIcon } from "../icons/icons";
import { buttonClass } from "../ui/button";
import styles from "./comparator-bar.module.css";
import { useComparedCodes } from "./use-compared-codes";

/** A small floating reminder of the products being compared, with the way to the comparison. */
export function ComparatorBar() {
  const t = useTranslations("compare.bar");
  const locale = useLocale();
  const pathname = usePathname();
  const codes = useComparedCodes();
  const comparator = pathFor("/comparator", locale);
  if (codes.length === 0 || pathname === comparator) return null;

  return (
    <aside className={styles.bar} aria-label={t("label")}>
      <span className={styles.counter} aria-hidden="true">
        {codes.length}
      </span>
      <p className={styles.text}>
        <strong>{t("label")}</strong>
        <span>{t("count", { count: codes.length, limit: COMPARATOR_LIMIT })}</span>
      </p>
      <NextLink href={`${comparator}?codes=${codes.join(",")}`} className={buttonClass({ variant: "primary", size: "small" })}>
        {t("compare")}
      </NextLink>
      <button type="button" className={styles.clear} onClick={() => comparatorStore.set([])}>
        <CloseIcon size={18} />
        <span className="visually-hidden">{t("clear")}</span>
      </button>
    </aside>
  );
}
