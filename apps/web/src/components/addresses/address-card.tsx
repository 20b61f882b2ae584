"use client";

import type { Address } from "@portal/domain/addresses/schemas";
import type { ErrorCode } from "@portal/domain/errors/codes";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { apiRequest } from "@/lib/api/client";
import { MapPinIcon } from "../icons/icons";
import { Button } from "../ui/button";
import { PencilIcon, TrashIcon } from "./address-icons";
import { AddressLines } from "./address-lines";
import { addressBookQueryKey } from "./address-queries";
import styles from "./addresses.module.css";

/** Element ids of a card, for moving focus back to it after the form or a deletion. */
export const cardIds = (id: number) => ({
  title: `address-${id}-title`,
  edit: `address-${id}-edit`,
  delete: `address-${id}-delete`,
  cancel: `address-${id}-cancel`,
});

type AddressCardProps = {
  address: Address;
  onEdit: () => void;
  onDeleted: () => void;
  onDeleteFailed: (code: ErrorCode) => void;
};

/** A shipping address of the book, with its edit and delete actions; deleting asks first. */
export function AddressCard({ address, onEdit, onDeleted, onDeleteFailed }: AddressCardProps) {
  const t = useTranslations("addresses.card");
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const ids = cardIds(address.id);
  const name = address.alias ?? t("untitled");

  useEffect(() => {
    // The safe answer gets the focus: Enter right after "delete" must not delete.
    if (confirming) document.getElementById(ids.cancel)?.focus();
  }, [confirming, ids.cancel]);

  function cancel() {
    setConfirming(false);
    requestAnimationFrame(() => document.getElementById(ids.delete)?.focus());
  }

  async function remove() {
    setDeleting(true);
    const result = await apiRequest(`/api/v2/shop/addresses/${address.id}`, { method: "DELETE" });
    // Gone already or deleted now: either way the list must be read again.
    if (result.ok || result.code === "address.not_found") await queryClient.invalidateQueries({ queryKey: addressBookQueryKey });
    if (result.ok) {
      onDeleted();
      return;
    }
    setDeleting(false);
    setConfirming(false);
    onDeleteFailed(result.code);
  }

  return (
    <article className={styles.card} aria-labelledby={ids.title} aria-busy={deleting}>
      <div className={styles.cardHeader}>
        <span className={styles.cardIcon} aria-hidden="true">
          <MapPinIcon size={18} />
        </span>
        <h3 id={ids.title} tabIndex={-1} className={address.alias ? styles.cardTitle : `${styles.cardTitle} ${styles.untitled}`}>
          {name}
        </h3>
      </div>
      <AddressLines address={address} />
      {confirming ? (
        <fieldset
          className={styles.confirm}
          onKeyDown={(event) => {
            if (event.key === "Escape" && !deleting) cancel();
          }}
        >
          <legend className={styles.confirmText}>{t("confirm")}</legend>
          <div className={styles.cardActions}>
            <Button variant="brand" size="small" className={styles.danger} onClick={remove} disabled={deleting}>
              {deleting ? t("deleting") : t("confirmDelete")}
            </Button>
            <Button id={ids.cancel} variant="ghost" size="small" onClick={cancel} disabled={deleting}>
              {t("cancel")}
            </Button>
          </div>
        </fieldset>
      ) : (
        <div className={styles.cardActions}>
          <Button id={ids.edit} variant="ghost" size="small" onClick={onEdit} aria-label={t("editLabel", { name })}>
            <PencilIcon size={16} />
            {t("edit")}
          </Button>
          <Button
            id={ids.delete}
            variant="ghost"
            size="small"
            className={styles.deleteButton}
            onClick={() => setConfirming(true)}
            aria-label={t("deleteLabel", { name })}
          >
            <TrashIcon size={16} />
            {t("delete")}
          </Button>
        </div>
      )}
    </article>
  );
}
