"use client";

import type { KeyboardEvent } from "react";
import { parseQuantity, QUANTITY_MAX, QUANTITY_MIN, stepQuantity } from "@/lib/cart/view";
import { MinusIcon, PlusIcon } from "./cart-icons";
import styles from "./quantity-stepper.module.css";

export type QuantityStepperLabels = { decrease: string; increase: string };

type QuantityStepperProps = {
  id: string;
  label: string;
  /** The label for assistive technology only, where a column header already says it. */
  hideLabel?: boolean;
  /** The text typed, so a half-typed value is not rewritten under the fingers. */
  value: string;
  onChange: (value: string) => void;
  /** A value to send: on Enter, on leaving the field, after a step. */
  onCommit?: (value: string) => void;
  labels: QuantityStepperLabels;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  size?: "medium" | "small";
};

/** A whole quantity between 1 and 9 999, typed or stepped with − and + buttons. */
export function QuantityStepper({
  id,
  label,
  hideLabel = false,
  value,
  onChange,
  onCommit,
  labels,
  disabled = false,
  invalid = false,
  describedBy,
  size = "medium",
}: QuantityStepperProps) {
  const current = parseQuantity(value) ?? QUANTITY_MIN;
  const step = (direction: 1 | -1) => {
    const next = String(stepQuantity(current, direction));
    onChange(next);
    onCommit?.(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" && onCommit) {
      event.preventDefault();
      onCommit(event.currentTarget.value);
    }
  };

  return (
    <div className={[styles.field, size === "small" ? styles.small : ""].filter(Boolean).join(" ")}>
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : styles.label}>
        {label}
      </label>
      <div className={styles.stepper} data-invalid={invalid || undefined}>
        <button
          type="button"
          className={styles.step}
          onClick={() => step(-1)}
          disabled={disabled || current <= QUANTITY_MIN}
          aria-controls={id}
        >
          <MinusIcon size={16} />
          <span className="visually-hidden">{labels.decrease}</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={QUANTITY_MIN}
          max={QUANTITY_MAX}
          step={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onCommit ? (event) => onCommit(event.target.value) : undefined}
          onKeyDown={onKeyDown}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={styles.input}
        />
        <button
          type="button"
          className={styles.step}
          onClick={() => step(1)}
          disabled={disabled || current >= QUANTITY_MAX}
          aria-controls={id}
        >
          <PlusIcon size={16} />
          <span className="visually-hidden">{labels.increase}</span>
        </button>
      </div>
    </div>
  );
}
