"use client";

import { useTranslations } from "next-intl";
import { type InputHTMLAttributes, type ReactNode, type Ref, useState } from "react";
import { describedBy, FieldError, fieldStyles } from "../ui/form-field";
import styles from "./password-input.module.css";

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> & {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A password field with a show/hide button, so long passwords can be checked before sending. */
export function PasswordInput({ id, label, error, hint, ref, ...input }: PasswordInputProps) {
  const t = useTranslations("common");
  const [visible, setVisible] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.wrapper}>
        <input
          id={id}
          ref={ref}
          type={visible ? "text" : "password"}
          className={`${fieldStyles.input} ${styles.input}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, errorId)}
          {...input}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((value) => !value)}
        >
          {t("showPassword")}
        </button>
      </div>
      {hint ? (
        <div id={hintId} className={fieldStyles.hint}>
          {hint}
        </div>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
