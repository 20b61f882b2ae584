"use client";

import NextLink from "next/link";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { type AddErrorLabels, addFailureMessage, type StockLeftLabels } from "@/lib/cart/add-failure";
import { cartStore } from "@/lib/cart/store";
import { parseQuantity } from "@/lib/cart/view";
import { CartIcon } from "../icons/icons";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import styles from "./add-to-cart.module.css";
import { QuantityStepper, type QuantityStepperLabels } from "./quantity-stepper";

/** The button's words, translated by the server: this script carries no message formatter. */
export type AddToCartLabels = QuantityStepperLabels & {
  quantity: string;
  note: string;
  submit: string;
  submitting: string;
  added: string;
  viewCart: string;
  invalidQuantity: string;
  /** Said for a variant sold on quote only. */
  quoteNote: string;
  errors: AddErrorLabels;
  stockLeft: StockLeftLabels;
};

type AddToCartProps = {
  owner: string;
  variantCode: string;
  variantName: string;
  priceOnRequest: boolean;
  cartPath: string;
  labels: AddToCartLabels;
};

type Outcome = { tone: "success"; quantity: number } | { tone: "error"; message: string } | null;

/** Quantity and "Add to cart" for the version shown on the product page. */
export default function AddToCart({ owner, variantCode, variantName, priceOnRequest, cartPath, labels }: AddToCartProps) {
  const id = useId();
  const [quantity, setQuantity] = useState("1");
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [invalid, setInvalid] = useState(false);
  // Each added line answers once, even when the button is pressed again before the first answer.
  const busy = useRef(false);

  // A quantity typed while this code was loading is in the field already: keep it.
  useEffect(() => {
    const typed = (document.getElementById("product-quantity") as HTMLInputElement | null)?.value;
    if (typed && typed !== "1") setQuantity(typed);
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const parsed = parseQuantity(quantity);
    if (parsed === null) {
      setInvalid(true);
      setOutcome({ tone: "error", message: labels.invalidQuantity });
      return;
    }
    setInvalid(false);
    setOutcome(null);
    busy.current = true;
    setPending(true);
    const result = await cartStore.add(owner, variantCode, parsed);
    busy.current = false;
    setPending(false);
    setOutcome(
      result.ok
        ? { tone: "success", quantity: parsed }
        : { tone: "error", message: addFailureMessage(result, labels.errors, labels.stockLeft) },
    );
  };

  const noteId = `${id}-note`;
  const outcomeId = `${id}-outcome`;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={pending || undefined}>
      <div className={styles.row}>
        <QuantityStepper
          id="product-quantity"
          label={labels.quantity}
          value={quantity}
          onChange={(value) => {
            setQuantity(value);
            if (invalid) setInvalid(parseQuantity(value) === null);
          }}
          labels={labels}
          invalid={invalid}
          describedBy={[noteId, outcome ? outcomeId : ""].filter(Boolean).join(" ")}
        />
        {/* Not `disabled`: a disabled button drops the keyboard focus. `busy` refuses a second press. */}
        <Button type="submit" variant="primary" size="large" className={styles.submit} aria-disabled={pending || undefined}>
          <CartIcon size={20} />
          {pending ? labels.submitting : labels.submit}
        </Button>
      </div>
      <p id={noteId} className={styles.note}>
        {priceOnRequest ? labels.quoteNote : labels.note}
      </p>
      {/* Always present, so the confirmation is announced when it appears. */}
      <div id={outcomeId} className={styles.outcome} aria-live="polite">
        {outcome?.tone === "success" ? (
          <Alert tone="success" live={false} title={labels.added}>
            <p className={styles.added}>
              <span>
                {outcome.quantity} × {variantName}
              </span>
              <NextLink href={cartPath} className={styles.viewCart}>
                {labels.viewCart}
              </NextLink>
            </p>
          </Alert>
        ) : null}
        {outcome?.tone === "error" ? <Alert tone="error">{outcome.message}</Alert> : null}
      </div>
    </form>
  );
}
