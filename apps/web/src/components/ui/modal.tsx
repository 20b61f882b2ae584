"use client";

import { useTranslations } from "next-intl";
import { type MouseEvent, type ReactNode, type SyntheticEvent, useEffect, useId, useRef } from "react";
import { CloseIcon } from "../icons/icons";
import styles from "./modal.module.css";

type ModalProps = {
  open: boolean;
  /** Escape, the close button and a click beside the dialog ask the parent to close it. */
  onClose: () => void;
  title: ReactNode;
  /** A sentence under the title, read with it when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** The dialog's buttons, the main one last. */
  actions?: ReactNode;
  /** While an action runs, closing waits for its answer. */
  busy?: boolean;
};

/**
 * An accessible dialog on the native <dialog>: showModal makes the rest of the page inert (focus
 * stays inside) and puts focus in the dialog; on closing, focus goes back where it was.
 */
export function Modal({ open, onClose, title, description, children, actions, busy = false }: ModalProps) {
  const t = useTranslations("common");
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Removed while open (its page went away): the focus still goes back.
  useEffect(
    () => () => {
      if (dialogRef.current?.open) dialogRef.current.close();
    },
    [],
  );

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click beside the dialog is the mouse's Escape, which the keyboard has.
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-busy={busy || undefined}
      onCancel={(event) => cancelOnEscape(event, onClose, busy)}
      onClose={() => {
        returnFocusTo.current?.focus();
        returnFocusTo.current = null;
      }}
      onClick={(event) => closeOnBackdrop(event, onClose, busy)}
    >
      <div className={styles.frame}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} disabled={busy} aria-label={t("close")}>
            <CloseIcon size={20} />
          </button>
        </div>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
        {children ? <div className={styles.body}>{children}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </dialog>
  );
}

/**
 * Escape fires "cancel", after which the browser would close the dialog by itself: the parent's
 * `open` decides instead, so the two never disagree. While busy, Escape does nothing.
 */
export function cancelOnEscape(event: Pick<SyntheticEvent, "preventDefault">, onClose: () => void, busy: boolean) {
  event.preventDefault();
  if (!busy) onClose();
}

/** A click on the backdrop lands on the dialog itself; clicks on its content land on the frame inside. */
export function closeOnBackdrop(event: Pick<MouseEvent, "target" | "currentTarget">, onClose: () => void, busy: boolean) {
  if (event.target === event.currentTarget && !busy) onClose();
}
