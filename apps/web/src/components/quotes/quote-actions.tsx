"use client";

import type { ErrorCode } from "@portal/domain/errors/codes";
import { orderSchema } from "@portal/domain/orders/schemas";
import type { TransformMode } from "@portal/domain/quotes/transform";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useReducer, useState } from "react";
import { cartApi } from "@/lib/cart/api";
import { quotesApi } from "@/lib/quotes/api";
import { transformError } from "@/lib/quotes/state";
import { useApiErrorMessage } from "../auth/use-api-error";
import { AddOrReplaceCartModal, type CartFillMode } from "../cart/add-or-replace-modal";
import { ArrowRightIcon, CartIcon } from "../icons/icons";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import styles from "./quotes.module.css";

const carts = cartApi({ order: orderSchema });
const modeOf: Record<CartFillMode, TransformMode> = { add: "complete_cart_items", replace: "replace_cart_items" };

type QuoteActionsProps = {
  number: string;
  /** Why the quote cannot go back to the cart now (an error code), or null. */
  refusal: ErrorCode | null;
  cartPath: string;
  checkoutPath: string;
};

/** Put back in the cart (adding to it or replacing it when it is not empty), or order directly. */
export function QuoteActions({ number, refusal, cartPath, checkoutPath }: QuoteActionsProps) {
  const t = useTranslations("quotes.detail.actions");
  const apiError = useApiErrorMessage();
  const router = useRouter();
  // Spec section 4: cleared when a transform starts, empty on success, a code on failure.
  const [error, dispatch] = useReducer(transformError, null);
  const [pending, setPending] = useState<TransformMode | null>(null);
  const [choosing, setChoosing] = useState<number | null>(null);

  async function transform(mode: TransformMode) {
    dispatch({ type: "started" });
    setPending(mode);
    const result = await quotesApi.transform(number, { mode });
    if (!result.ok) {
      dispatch({ type: "failed", status: result.status, code: result.code });
      setPending(null);
      setChoosing(null);
      return;
    }
    dispatch({ type: "succeeded" });
    router.push(mode === "transform_into_order" ? checkoutPath : cartPath);
    router.refresh();
  }

  async function putBack() {
    dispatch({ type: "started" });
    setPending("replace_cart_items");
    const cart = await carts.open();
    setPending(null);
    if (cart.ok && cart.data.itemCount > 0) setChoosing(cart.data.itemCount);
    else await transform("replace_cart_items");
  }

  if (refusal) {
    return (
      <Alert tone="warning" live={false} title={t("unavailable")}>
        <p>{apiError(refusal)}</p>
      </Alert>
    );
  }
  return (
    <div className={styles.actions}>
      {error ? (
        <Alert tone="error" title={t("failed")}>
          <p>{apiError(error)}</p>
        </Alert>
      ) : null}
      <p className={styles.actionsText}>{t("text")}</p>
      <div className={styles.buttons}>
        <Button variant="primary" onClick={() => transform("transform_into_order")} disabled={pending !== null}>
          {pending === "transform_into_order" ? t("pending") : t("order")}
          <ArrowRightIcon size={18} />
        </Button>
        <Button variant="secondary" onClick={putBack} disabled={pending !== null}>
          <CartIcon size={18} />
          {pending === "replace_cart_items" || pending === "complete_cart_items" ? t("pending") : t("putBack")}
        </Button>
      </div>
      <AddOrReplaceCartModal
        open={choosing !== null}
        itemCount={choosing ?? 0}
        pending={pending !== null}
        onClose={() => setChoosing(null)}
        onChoose={(mode) => transform(modeOf[mode])}
      />
    </div>
  );
}
