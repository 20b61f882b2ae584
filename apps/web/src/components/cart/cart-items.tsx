"use client";

import type { OrderItem } from "@portal/domain/orders/schemas";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { type CartLine, hasDiscount, parseQuantity } from "@/lib/cart/view";
import { formatPrice } from "@/lib/catalog/format";
import { useApiErrorMessage } from "../auth/use-api-error";
import { StockBadge } from "../catalog/stock-badge";
import { AlertIcon } from "../icons/icons";
import { GiftIcon, TrashIcon } from "./cart-icons";
import styles from "./cart-items.module.css";
import { ItemIdentity, ItemImage } from "./item-parts";
import { QuantityStepper } from "./quantity-stepper";
import { api, type CartUpdate } from "./use-cart";

type Announce = (message: string) => void;

/** Typing or stepping pauses this long before the quantity is sent: one request per pause. */
const QUANTITY_DELAY_MS = 450;

type CartItemsProps = {
  lines: CartLine[];
  productTemplate: string;
  update: CartUpdate;
  announce: Announce;
  /** The cart holds a quote at its prices: its lines stay as quoted until it is emptied. */
  locked?: boolean;
};

/** The orderable items: a table on wide screens, stacked cards on phones (see the CSS). */
export function CartItems({ lines, productTemplate, update, announce, locked = false }: CartItemsProps) {
  const t = useTranslations("cart.items");
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <section className={styles.panel} aria-labelledby="cart-items-title">
      <h2 id="cart-items-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        {t("title")}
      </h2>
      <table className={styles.table}>
        <caption className="visually-hidden">{t("caption")}</caption>
        <colgroup>
          <col className={styles.colMedia} />
          <col />
          <col className={styles.colPrice} />
          <col className={styles.colQuantity} />
          <col className={styles.colTotal} />
          <col className={styles.colAction} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col" colSpan={2}>
              {t("product")}
            </th>
            <th scope="col" className={styles.numeric}>
              {t("unitPrice")}
            </th>
            <th scope="col" className={styles.center}>
              {t("quantity")}
            </th>
            <th scope="col" className={styles.numeric}>
              {t("total")}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t("actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) =>
            line.kind === "free" ? (
              <FreeRow key={line.key} line={line} />
            ) : (
              <ItemRow
                key={line.key}
                item={line.item}
                productTemplate={productTemplate}
                update={update}
                announce={announce}
                locked={locked}
                // A removed row takes the focus with it: the table's heading gets it back.
                onRemoved={() => headingRef.current?.focus()}
              />
            ),
          )}
        </tbody>
      </table>
    </section>
  );
}

function FreeRow({ line }: { line: Extract<CartLine, { kind: "free" }> }) {
  const t = useTranslations("cart.items");
  const locale = useLocale();
  const { item, promotion } = line;
  return (
    <tr className={styles.free}>
      <td className={styles.mediaCell}>
        <span className={styles.freeIcon}>
          <GiftIcon size={22} />
        </span>
      </td>
      <td className={styles.productCell}>
        <span className={styles.freeTag}>{t("free")}</span>
        <span className={styles.freeText}>
          {t("freeLine", { quantity: promotion.quantity, name: item.variantName || item.productName })}
        </span>
      </td>
      <td className={`${styles.numeric} ${styles.unitCell}`} data-label={t("unitPrice")}>
        <span className={styles.freePrice}>{t("freePrice")}</span>
      </td>
      <td className={`${styles.center} ${styles.quantityCell}`} data-label={t("quantity")}>
        × {promotion.quantity}
      </td>
      <td className={`${styles.numeric} ${styles.lineTotal} ${styles.discount}`} data-label={t("total")}>
        −{formatPrice(promotion.amount, locale)}
      </td>
      <td className={`${styles.actionCell} ${styles.hideSmall}`} />
    </tr>
  );
}

type ItemRowProps = {
  item: OrderItem;
  productTemplate: string;
  update: CartUpdate;
  announce: Announce;
  locked: boolean;
  onRemoved: () => void;
};

function ItemRow({ item, productTemplate, update, announce, locked, onRemoved }: ItemRowProps) {
  const t = useTranslations("cart.items");
  const add = useTranslations("cart.add");
  const catalog = useTranslations("catalog");
  const locale = useLocale();
  const apiError = useApiErrorMessage();
  const [text, setText] = useState(String(item.quantity));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<"quantity" | "remove" | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const name = item.variantName || item.productName;
  const quantityId = `cart-quantity-${item.id}`;
  const errorId = `${quantityId}-error`;

  // The cart's answer has the last word (the API may have changed what was asked).
  useEffect(() => setText(String(item.quantity)), [item.quantity]);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  const send = async (quantity: number) => {
    setPending("quantity");
    const result = await update((token) => api.setQuantity(token, item.id, quantity));
    setPending(null);
    if (!result.ok) {
      setError(apiError(result.code));
      setText(String(item.quantity));
      return;
    }
    announce(t("updated", { name, quantity }));
  };

  const commit = (value: string) => {
    clearTimeout(timer.current ?? undefined);
    const quantity = parseQuantity(value);
    if (quantity === null) {
      setError(t("invalidQuantity"));
      return;
    }
    setError(null);
    if (quantity === item.quantity) return;
    timer.current = setTimeout(() => void send(quantity), QUANTITY_DELAY_MS);
  };

  const remove = async () => {
    clearTimeout(timer.current ?? undefined);
    setPending("remove");
    const result = await update((token) => api.removeItem(token, item.id));
    if (!result.ok) {
      setPending(null);
      setError(apiError(result.code));
      return;
    }
    announce(t("removed", { name }));
    onRemoved();
  };

  const priceOnRequest = item.priceOnRequest || item.discountPrice === null;

  return (
    <tr className={styles.row} aria-busy={pending !== null || undefined}>
      <td className={styles.mediaCell}>
        <ItemImage src={item.image} />
      </td>
      <td className={styles.productCell}>
        <ItemIdentity item={item} productTemplate={productTemplate} />
        <StockBadge status={item.stockStatus} label={catalog(`stock.${item.stockStatus}`)} className={styles.stock} />
      </td>
      <td className={`${styles.numeric} ${styles.unitCell}`} data-label={t("unitPrice")}>
        <span className={styles.prices}>
          {priceOnRequest ? (
            <span className={styles.onRequest}>{t("onRequest")}</span>
          ) : (
            <>
              {hasDiscount(item) && item.unitPrice !== null ? (
                <s className={styles.listPrice}>
                  <span className="visually-hidden">{t("catalogPrice")} </span>
                  {formatPrice(item.unitPrice, locale)}
                </s>
              ) : null}
              <span className={styles.price}>
                {hasDiscount(item) ? <span className="visually-hidden">{t("yourPrice")} </span> : null}
                {formatPrice(item.discountPrice ?? 0, locale)}
              </span>
            </>
          )}
          {item.ecotax > 0 ? <span className={styles.ecotax}>{t("ecotaxLine", { amount: formatPrice(item.ecotax, locale) })}</span> : null}
        </span>
      </td>
      <td className={`${styles.center} ${styles.quantityCell}`} data-label={t("quantity")}>
        <QuantityStepper
          id={quantityId}
          label={t("quantityOf", { name })}
          hideLabel
          size="small"
          value={text}
          onChange={setText}
          onCommit={commit}
          labels={{ decrease: add("decrease"), increase: add("increase") }}
          disabled={locked || pending === "remove"}
          invalid={error !== null}
          describedBy={error ? errorId : undefined}
        />
        {error ? (
          <p id={errorId} className={styles.error} role="alert">
            <AlertIcon size={14} />
            {error}
          </p>
        ) : null}
      </td>
      <td className={`${styles.numeric} ${styles.lineTotal}`} data-label={t("total")}>
        {priceOnRequest ? <span className={styles.onRequest}>{t("onQuote")}</span> : formatPrice(item.total, locale)}
      </td>
      <td className={styles.actionCell}>
        <button type="button" className={styles.remove} onClick={remove} disabled={locked || pending !== null} title={t("remove")}>
          <TrashIcon size={18} />
          <span className="visually-hidden">{t("removeLabel", { name })}</span>
        </button>
      </td>
    </tr>
  );
}
