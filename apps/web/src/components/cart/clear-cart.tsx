"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useApiErrorMessage } from "../auth/use-api-error";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import styles from "./cart.module.css";
import { TrashIcon } from "./cart-icons";
import { api, type CartUpdate } from "./use-cart";

/** "Empty the cart", confirmed in a modal dialog (focus kept inside, Escape cancels). */
export function ClearCart({ count, update, announce }: { count: number; update: CartUpdate; announce: (message: string) => void }) {
  const t = useTranslations("cart.clear");
  const apiError = useApiErrorMessage();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setError(null);
    const result = await update((token) => api.clear(token));
    setPending(false);
    if (!result.ok) {
      setError(apiError(result.code));
      return;
    }
    dialogRef.current?.close();
    announce(t("done"));
  };

  return (
    <>
      <Button
        variant="ghost"
        size="small"
        onClick={() => {
          setError(null);
          dialogRef.current?.showModal();
        }}
      >
        <TrashIcon size={16} />
        {t("open")}
      </Button>
      <dialog ref={dialogRef} className={styles.dialog} aria-labelledby="cart-clear-title" aria-describedby="cart-clear-text">
        <h2 id="cart-clear-title" className={styles.dialogTitle}>
          {t("title")}
        </h2>
        <p id="cart-clear-text" className={styles.dialogText}>
          {t("text", { count })}
        </p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className={styles.dialogActions}>
          <Button variant="ghost" onClick={() => dialogRef.current?.close()} disabled={pending} autoFocus>
            {t("cancel")}
          </Button>
          <Button className={styles.danger} onClick={confirm} disabled={pending}>
            <TrashIcon size={18} />
            {pending ? t("clearing") : t("confirm")}
          </Button>
        </div>
      </dialog>
    </>
  );
}
