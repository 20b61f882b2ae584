"use client";

import { useTranslations } from "next-intl";
import { Button } from "../ui/button";
import { Modal } from "../ui/modal";

export type CartFillMode = "add" | "replace";

type AddOrReplaceCartModalProps = {
  open: boolean;
  onClose: () => void;
  onChoose: (mode: CartFillMode) => void;
  /** While the chosen way runs: both buttons wait, and the dialog stays. */
  pending?: boolean;
  /** Items already in the cart (sum of quantities, as the cart's badge counts). */
  itemCount: number;
};

/**
 * Asked before lines go into a cart that is not empty (an order placed again, a quote brought back
 * into the cart): add them to what is there, or replace it.
 */
export function AddOrReplaceCartModal({ open, onClose, onChoose, pending = false, itemCount }: AddOrReplaceCartModalProps) {
  const t = useTranslations("cart.addOrReplace");
  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={pending}
      title={t("title")}
      description={t("description", { count: itemCount })}
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            {t("cancel")}
          </Button>
          <Button variant="secondary" onClick={() => onChoose("replace")} disabled={pending}>
            {t("replace")}
          </Button>
          <Button variant="primary" onClick={() => onChoose("add")} disabled={pending}>
            {t("add")}
          </Button>
        </>
      }
    >
      {pending ? <p role="status">{t("pending")}</p> : null}
    </Modal>
  );
}
