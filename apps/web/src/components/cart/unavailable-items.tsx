"use client";

import type { OrderItem } from "@portal/domain/orders/schemas";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useApiErrorMessage } from "../auth/use-api-error";
import { AlertIcon } from "../icons/icons";
import { Button } from "../ui/button";
import styles from "./cart.module.css";
import { TrashIcon } from "./cart-icons";
import { ItemIdentity, ItemImage } from "./item-parts";
import { api, type CartUpdate } from "./use-cart";

type UnavailableItemsProps = { items: OrderItem[]; productTemplate: string; update: CartUpdate; announce: (message: string) => void };

/** Items that cannot be ordered as they stand: why, and what to do about them. */
export function UnavailableItems({ items, productTemplate, update, announce }: UnavailableItemsProps) {
  const t = useTranslations("cart.unavailable");
  return (
    <section className={`${styles.panel} ${styles.unavailable}`} aria-labelledby="cart-unavailable-title">
      <div className={styles.panelHeader}>
        <h2 id="cart-unavailable-title" className={styles.panelTitle}>
          <AlertIcon size={20} />
          {t("title")}
        </h2>
        <p className={styles.panelText}>{t("intro")}</p>
      </div>
      <ul className={styles.unavailableList}>
        {items.map((item) => (
          <UnavailableItem key={item.id} item={item} productTemplate={productTemplate} update={update} announce={announce} />
        ))}
      </ul>
    </section>
  );
}

function UnavailableItem({ item, productTemplate, update, announce }: { item: OrderItem } & Omit<UnavailableItemsProps, "items">) {
  const t = useTranslations("cart.unavailable");
  const items = useTranslations("cart.items");
  const apiError = useApiErrorMessage();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = item.variantName || item.productName;
  const available = item.availableQuantity ?? 0;
  const canAdjust = item.status === "insufficient_stock" && available > 0;

  const run = async (call: (token: string) => ReturnType<typeof api.removeItem>, message: string) => {
    setPending(true);
    setError(null);
    const result = await update(call);
    setPending(false);
    if (result.ok) announce(message);
    else setError(apiError(result.code));
  };

  const reason =
    item.status === "insufficient_stock"
      ? t("reasons.insufficient_stock", { available, quantity: item.quantity })
      : item.status === "out_of_stock"
        ? t("reasons.out_of_stock")
        : t("reasons.not_sellable");

  return (
    <li className={styles.unavailableItem} aria-busy={pending || undefined}>
      <ItemImage src={item.image} />
      <div className={styles.unavailableBody}>
        <ItemIdentity item={item} productTemplate={productTemplate} />
        <p className={styles.reason}>{reason}</p>
        {error ? (
          <p className={styles.inlineError} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className={styles.unavailableActions}>
        {canAdjust ? (
          <Button
            variant="secondary"
            size="small"
            disabled={pending}
            onClick={() => run((token) => api.setQuantity(token, item.id, available), items("updated", { name, quantity: available }))}
          >
            {t("adjust", { count: available })}
            <span className="visually-hidden"> – {name}</span>
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="small"
          disabled={pending}
          onClick={() => run((token) => api.removeItem(token, item.id), items("removed", { name }))}
        >
          <TrashIcon size={16} />
          {items("remove")}
          <span className="visually-hidden"> – {name}</span>
        </Button>
      </div>
    </li>
  );
}
