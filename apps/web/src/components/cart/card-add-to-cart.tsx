"use client";

import NextLink from "next/link";
import { useRef, useState } from "react";
import { type AddErrorLabels, addFailureMessage, type StockLeftLabels } from "@/lib/cart/add-failure";
import { type NameSentence, withName } from "@/lib/cart/card-offer";
import { cartStore } from "@/lib/cart/store";
import { CartIcon, CheckIcon } from "../icons/icons";
import styles from "./card-add-to-cart.module.css";

/** The cards' words, translated by the server once for the whole list. */
export type CardAddToCartLabels = {
  /** "Add {name} to the cart", the button's accessible name. */
  submit: NameSentence;
  added: string;
  viewCart: string;
  cartPath: string;
  errors: AddErrorLabels;
  stockLeft: StockLeftLabels;
};

type CardAddToCartProps = {
  owner: string;
  variantCode: string;
  productName: string;
  labels: CardAddToCartLabels;
};

type Outcome = { tone: "success" | "error"; message: string; attempt: number } | null;

/** One unit of a card's only variant into the cart, without leaving the list. */
export default function CardAddToCart({ owner, variantCode, productName, labels }: CardAddToCartProps) {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // One request at a time: a second press before the answer would add a unit the buyer never saw confirmed.
  const busy = useRef(false);
  const attempts = useRef(0);

  const onClick = async () => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    const result = await cartStore.add(owner, variantCode, 1);
    busy.current = false;
    setPending(false);
    const attempt = ++attempts.current;
    setOutcome(
      result.ok
        ? { tone: "success", message: labels.added, attempt }
        : { tone: "error", message: addFailureMessage(result, labels.errors, labels.stockLeft), attempt },
    );
  };

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label={withName(labels.submit, productName)}
        aria-disabled={pending || undefined}
        aria-busy={pending || undefined}
        onClick={onClick}
      >
        <CartIcon size={20} />
      </button>
      {/* Always present, so the answer is announced when it appears. */}
      <p className={styles.outcome} role="status">
        {outcome ? (
          // A new node for each answer: pressing again re-announces the same words.
          <span key={outcome.attempt} className={outcome.tone === "success" ? styles.success : styles.error}>
            <span>
              {outcome.tone === "success" ? <CheckIcon size={14} className={styles.icon} /> : null}
              {outcome.message}
            </span>
            {outcome.tone === "success" ? (
              <NextLink href={labels.cartPath} className={styles.viewCart} prefetch={false}>
                {labels.viewCart}
              </NextLink>
            ) : null}
          </span>
        ) : null}
      </p>
    </>
  );
}
