"use client";

import type { ReactNode } from "react";
import { describedBy } from "../ui/form-field";
import styles from "./checkout.module.css";

type ChoiceCardProps = {
  id: string;
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  title: ReactNode;
  icon?: ReactNode;
  /** Said after the title: an address, a method's description. */
  children?: ReactNode;
  /** Beside the title on wide screens: a price. */
  aside?: ReactNode;
  disabled?: boolean;
};

/**
 * One option of a radio group drawn as a card. The label is the title alone (a short accessible
 * name); the rest describes it. The label's box covers the card, so a click anywhere chooses it.
 */
export function ChoiceCard({ id, name, value, checked, onChange, title, icon, children, aside, disabled }: ChoiceCardProps) {
  const detailsId = children ? `${id}-details` : undefined;
  const asideId = aside ? `${id}-aside` : undefined;
  return (
    <div className={styles.choice} data-disabled={disabled || undefined}>
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        className={styles.radio}
        aria-describedby={describedBy(asideId, detailsId)}
      />
      {icon ? (
        <span className={styles.choiceIcon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <div className={styles.choiceBody}>
        <label htmlFor={id} className={styles.choiceLabel}>
          {title}
        </label>
        {children ? (
          <div id={detailsId} className={styles.choiceDetails}>
            {children}
          </div>
        ) : null}
      </div>
      {aside ? (
        <div id={asideId} className={styles.choiceAside}>
          {aside}
        </div>
      ) : null}
    </div>
  );
}
