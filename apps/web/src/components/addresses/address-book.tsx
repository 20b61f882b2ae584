"use client";

import type { AddressBook as AddressBookData } from "@portal/domain/addresses/schemas";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useApiErrorMessage } from "../auth/use-api-error";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Panel } from "../ui/panel";
import { ErrorState, LoadingState } from "../ui/states";
import { AddressCard, cardIds } from "./address-card";
import { AddressForm } from "./address-form";
import { PlusIcon } from "./address-icons";
import { useAddressBook } from "./address-queries";
import styles from "./addresses.module.css";
import { BillingAddressCard } from "./billing-address-card";

type Editor = { mode: "create" } | { mode: "edit"; id: number } | null;
type Notice = { tone: "success" | "error"; message: string };

const ADD_BUTTON_ID = "address-add";
const SHIPPING_TITLE_ID = "shipping-addresses-title";

/** The address book page: the billing address, and the shipping addresses with add, edit and delete. */
export function AddressBook({ initialBook }: { initialBook?: AddressBookData }) {
  const t = useTranslations("addresses");
  const apiError = useApiErrorMessage();
  const book = useAddressBook(initialBook);
  const [editor, setEditor] = useState<Editor>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // Where focus goes once the list shows the change: a saved card, the add button, the heading.
  // Checked after every render, since the target may only appear when the refetched book arrives.
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const formTitleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (editor) formTitleRef.current?.focus();
  }, [editor]);

  useEffect(() => {
    const target = focusTarget ? document.getElementById(focusTarget) : null;
    if (!target) return;
    target.focus();
    setFocusTarget(null);
  });

  if (book.isPending) {
    return (
      <Panel>
        <LoadingState label={t("shipping.loading")} lines={4} />
      </Panel>
    );
  }

  if (book.isError) {
    return <ErrorState title={t("shipping.loadError")} onRetry={() => book.refetch()} retrying={book.isFetching} />;
  }

  const { billingAddress, shippingAddresses } = book.data;
  const billingCountry = billingAddress?.countryCode ?? "";

  function open(next: Exclude<Editor, null>) {
    setNotice(null);
    setEditor(next);
  }

  function close(focusId: string) {
    setEditor(null);
    setFocusTarget(focusId);
  }

  const form = (title: string, address?: (typeof shippingAddresses)[number]) => (
    <section className={styles.editor} aria-labelledby="address-form-title">
      <h3 id="address-form-title" ref={formTitleRef} tabIndex={-1} className={styles.editorTitle}>
        {title}
      </h3>
      <AddressForm
        address={address}
        defaultCountry={billingCountry}
        onSaved={(saved, outcome) => {
          setNotice({ tone: "success", message: t(`notices.${outcome}`) });
          close(cardIds(saved.id).title);
        }}
        onCancel={() => close(address ? cardIds(address.id).edit : ADD_BUTTON_ID)}
      />
    </section>
  );

  return (
    <>
      <BillingAddressCard address={billingAddress} />
      <section className={styles.panel} aria-labelledby={SHIPPING_TITLE_ID}>
        <div className={`${styles.panelHeader} ${styles.panelHeaderRow}`}>
          <div className={styles.panelHeading}>
            <h2 id={SHIPPING_TITLE_ID} tabIndex={-1} className={styles.panelTitle}>
              {t("shipping.title")} <span className={styles.count}>{t("shipping.count", { count: shippingAddresses.length })}</span>
            </h2>
            <p className={styles.panelText}>{t("shipping.intro")}</p>
          </div>
          {editor?.mode === "create" ? null : (
            <Button id={ADD_BUTTON_ID} variant="secondary" size="small" onClick={() => open({ mode: "create" })}>
              <PlusIcon size={18} />
              {t("shipping.add")}
            </Button>
          )}
        </div>
        {notice ? <Alert tone={notice.tone}>{notice.message}</Alert> : null}
        {editor?.mode === "create" ? form(t("form.addTitle")) : null}
        {shippingAddresses.length === 0 && editor?.mode !== "create" ? <p className={styles.empty}>{t("shipping.empty")}</p> : null}
        {shippingAddresses.length > 0 ? (
          <ul className={styles.grid}>
            {shippingAddresses.map((address) => (
              <li key={address.id} className={editor?.mode === "edit" && editor.id === address.id ? styles.wide : undefined}>
                {editor?.mode === "edit" && editor.id === address.id ? (
                  form(t("form.editTitle"), address)
                ) : (
                  <AddressCard
                    address={address}
                    onEdit={() => open({ mode: "edit", id: address.id })}
                    onDeleted={() => {
                      setNotice({ tone: "success", message: t("notices.deleted") });
                      setFocusTarget(SHIPPING_TITLE_ID);
                    }}
                    onDeleteFailed={(code) => setNotice({ tone: "error", message: apiError(code) })}
                  />
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </>
  );
}
