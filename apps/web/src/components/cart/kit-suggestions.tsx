"use client";

import type { Order } from "@portal/domain/orders/schemas";
import NextLink from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { formatPrice } from "@/lib/catalog/format";
import { useApiErrorMessage } from "../auth/use-api-error";
import { CartIcon } from "../icons/icons";
import { Button } from "../ui/button";
import styles from "./cart.module.css";
import { ItemImage, productHref } from "./item-parts";
import { api, type CartUpdate } from "./use-cart";

type Kit = Order["maintenanceKitSuggestions"][number];
type KitSuggestionsProps = { kits: Kit[]; productTemplate: string; update: CartUpdate; announce: (message: string) => void };

/** Maintenance kits for the machines of the cart, each one click away. */
export function KitSuggestions({ kits, productTemplate, update, announce }: KitSuggestionsProps) {
  const t = useTranslations("cart.kits");
  return (
    <section className={styles.panel} aria-labelledby="cart-kits-title">
      <div className={styles.panelHeader}>
        <h2 id="cart-kits-title" className={styles.panelTitle}>
          {t("title")}
        </h2>
        <p className={styles.panelText}>{t("intro")}</p>
      </div>
      <ul className={styles.kits}>
        {kits.map((kit) => (
          <KitCard key={kit.variantCode} kit={kit} productTemplate={productTemplate} update={update} announce={announce} />
        ))}
      </ul>
    </section>
  );
}

function KitCard({ kit, productTemplate, update, announce }: { kit: Kit } & Omit<KitSuggestionsProps, "kits">) {
  const t = useTranslations("cart.kits");
  const items = useTranslations("cart.items");
  const locale = useLocale();
  const apiError = useApiErrorMessage();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const href = productHref(productTemplate, kit.slug);

  const add = async () => {
    setPending(true);
    setError(null);
    const result = await update((token) => api.addItem(token, kit.variantCode, 1));
    setPending(false);
    if (result.ok) announce(t("added", { name: kit.name }));
    else setError(apiError(result.code));
  };

  return (
    <li className={styles.kit}>
      <ItemImage src={kit.image} />
      <div className={styles.kitBody}>
        <p className={styles.kitFor}>{t("forProduct", { name: kit.forProduct })}</p>
        {href ? (
          <NextLink href={href} className={styles.kitName}>
            {kit.name}
          </NextLink>
        ) : (
          <span className={styles.kitName}>{kit.name}</span>
        )}
        <p className={styles.kitReference}>{items("reference", { reference: kit.reference })}</p>
        {error ? (
          <p className={styles.inlineError} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className={styles.kitAside}>
        <p className={styles.kitPrice}>{kit.priceCents === null ? items("onRequest") : formatPrice(kit.priceCents, locale)}</p>
        <Button variant="brand" size="small" onClick={add} disabled={pending}>
          <CartIcon size={16} />
          {pending ? t("adding") : t("add")}
          <span className="visually-hidden"> – {kit.name}</span>
        </Button>
      </div>
    </li>
  );
}
