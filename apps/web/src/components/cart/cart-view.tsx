"use client";

import type { Order } from "@portal/domain/orders/schemas";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { cartView } from "@/lib/cart/view";
import { quoteRequests } from "@/lib/quotes/state";
import { quotePathOf } from "@/lib/quotes/view";
import { useApiErrorMessage } from "../auth/use-api-error";
import { QuoteRequested } from "../quotes/quote-requested";
import { RequestQuote } from "../quotes/request-quote";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import styles from "./cart.module.css";
import { CartDetails } from "./cart-details";
import { CartEmpty } from "./cart-empty";
import { CartImport } from "./cart-import";
import { CartItems } from "./cart-items";
import { CartSkeleton } from "./cart-skeleton";
import { CartSummary } from "./cart-summary";
import { ClearCart } from "./clear-cart";
import { KitSuggestions } from "./kit-suggestions";
import { QuickOrder } from "./quick-order";
import { UnavailableItems } from "./unavailable-items";
import { useCart } from "./use-cart";

/** Links the cart leads to, made by the server from the route table. */
export type CartPaths = {
  catalogue: string;
  search: string;
  checkout: string;
  productTemplate: string;
  /** A quote's page with `[number]` in it. */
  quoteTemplate: string;
};

type CartViewProps = {
  owner: string;
  initialOrder: Order | null;
  /** The customer's right to place orders in the active company. */
  canOrder: boolean;
  /** The customer's right to request quotes. */
  canRequestQuote: boolean;
  paths: CartPaths;
};

export function CartView({ owner, initialOrder, canOrder, canRequestQuote, paths }: CartViewProps) {
  const t = useTranslations("cart");
  const common = useTranslations("common");
  const apiError = useApiErrorMessage();
  const { order, query, change, update } = useCart(owner, initialOrder);
  // Spec section 4: a quote request's status per cart token (unset, then true or false) and its number.
  const [requests, recordRequest] = useReducer(quoteRequests, {});
  const [requestedFrom, setRequestedFrom] = useState<string | null>(null);
  const onQuoteResult = useCallback((cartToken: string, number: string | null) => {
    recordRequest(number ? { type: "succeeded", cartToken, number } : { type: "failed", cartToken });
    setRequestedFrom(cartToken);
  }, []);
  const requested = requestedFrom ? requests[requestedFrom] : undefined;
  // When the last item goes, the focus goes to the empty cart's heading rather than to the page.
  const hadItems = useRef((order?.items.length ?? 0) > 0);
  const isEmpty = order ? order.items.length === 0 : false;
  const emptied = isEmpty && hadItems.current;
  useEffect(() => {
    if (order) hadItems.current = order.items.length > 0;
  }, [order]);
  // One polite region says what each change did; the controls keep their own errors.
  const [announcement, setAnnouncement] = useState("");
  const announce = useCallback((message: string) => {
    // The same sentence twice in a row is still said twice.
    setAnnouncement("");
    requestAnimationFrame(() => setAnnouncement(message));
  }, []);

  if (!order) {
    if (query.isError) {
      return (
        <div className={styles.loadError}>
          <Alert tone="error" title={t("error.title")}>
            <p>{apiError(query.error.failure.code)}</p>
          </Alert>
          <Button variant="brand" onClick={() => query.refetch()} disabled={query.isFetching}>
            {query.isFetching ? common("loading") : t("error.retry")}
          </Button>
        </div>
      );
    }
    return <CartSkeleton label={t("loading")} />;
  }

  const view = cartView(order);
  const tools = (
    <div className={styles.tools}>
      <QuickOrder update={update} announce={announce} />
      <CartImport change={change} announce={announce} />
    </div>
  );

  // A cart holding a quote takes no other lines and is no new quote: emptying it comes first.
  const locked = order.quoteNumber !== null;
  const quoteAction =
    canRequestQuote && !locked ? (
      <RequestQuote order={order} change={change} prominent={order.requiresQuote} onResult={onQuoteResult} />
    ) : null;

  return (
    <>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {requested?.ok && requested.number ? (
        <div className={styles.notice}>
          <QuoteRequested number={requested.number} href={quotePathOf(paths.quoteTemplate, requested.number)} />
        </div>
      ) : null}
      {order.quoteNumber ? (
        <div className={styles.notice}>
          <Alert tone="info" live={false} title={t("locked.title", { number: order.quoteNumber })}>
            <p>{t("locked.text")}</p>
          </Alert>
        </div>
      ) : null}
      {view.isEmpty ? null : (
        <div className={styles.toolbar}>
          <p className={styles.count}>{t("count", { count: order.itemCount })}</p>
          <ClearCart count={order.itemCount} update={update} announce={announce} />
        </div>
      )}

      {view.isEmpty ? (
        <div className={styles.emptyLayout}>
          <CartEmpty paths={paths} focusHeading={emptied} />
          {tools}
        </div>
      ) : (
        <div className={styles.layout}>
          <div className={styles.main}>
            {order.requiresQuote ? (
              <Alert tone="warning" live={false} title={t("quote.title")}>
                <p>{t("quote.text")}</p>
              </Alert>
            ) : null}
            <CartItems lines={view.lines} productTemplate={paths.productTemplate} update={update} announce={announce} locked={locked} />
            {view.unavailable.length > 0 ? (
              <UnavailableItems items={view.unavailable} productTemplate={paths.productTemplate} update={update} announce={announce} />
            ) : null}
          </div>
          <aside className={styles.aside} aria-labelledby="cart-summary-title">
            <CartSummary order={order} canOrder={canOrder} paths={paths} update={update} announce={announce} quoteAction={quoteAction} />
          </aside>
          <div className={styles.more}>
            {order.maintenanceKitSuggestions.length > 0 ? (
              <KitSuggestions
                kits={order.maintenanceKitSuggestions}
                productTemplate={paths.productTemplate}
                update={update}
                announce={announce}
              />
            ) : null}
            {locked ? null : tools}
            <CartDetails key={order.tokenValue} order={order} update={update} announce={announce} />
          </div>
        </div>
      )}
    </>
  );
}
