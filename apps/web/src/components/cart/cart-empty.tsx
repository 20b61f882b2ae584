"use client";

import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { CartIcon, SearchIcon } from "../icons/icons";
import { buttonClass } from "../ui/button";
import styles from "./cart.module.css";
import type { CartPaths } from "./cart-view";

export function CartEmpty({ paths, focusHeading = false }: { paths: CartPaths; focusHeading?: boolean }) {
  const t = useTranslations("cart.empty");
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  return (
    <section className={styles.empty} aria-labelledby="cart-empty-title">
      <span className={styles.emptyIcon} aria-hidden="true">
        <CartIcon size={32} />
      </span>
      <h2 id="cart-empty-title" ref={headingRef} tabIndex={-1} className={styles.emptyTitle}>
        {t("title")}
      </h2>
      <p className={styles.emptyText}>{t("text")}</p>
      <div className={styles.emptyActions}>
        <NextLink href={paths.catalogue} className={buttonClass({ variant: "brand" })}>
          {t("catalogue")}
        </NextLink>
        <NextLink href={paths.search} className={buttonClass({ variant: "secondary" })}>
          <SearchIcon size={18} />
          {t("search")}
        </NextLink>
      </div>
    </section>
  );
}
