"use client";

import type { AvailabilityStatus } from "@portal/domain/catalog/availability";
import { usePathname, useRouter } from "next/navigation";
import { type ReactNode, useOptimistic, useTransition } from "react";
import styles from "./variant-picker.module.css";

export type VariantOption = {
  code: string;
  label: string;
  reference: string;
  /** The reader's price, or "price on request". */
  price: ReactNode;
  stockStatus: AvailabilityStatus;
  stock: string;
};

type VariantPickerProps = { options: VariantOption[]; selected: string; legend: string; apply: string };

/**
 * Radio cards of the product's versions. The choice is kept in `?variant=` so the address can be
 * shared; the server renders the chosen version. Without script, the form does the same.
 */
export function VariantPicker({ options, selected, legend, apply }: VariantPickerProps) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [shown, setShown] = useOptimistic(selected);

  const choose = (code: string) => {
    startTransition(() => {
      setShown(code);
      router.replace(`${pathname}?variant=${encodeURIComponent(code)}`, { scroll: false });
    });
  };

  return (
    <form method="get" action={pathname} className={styles.form} aria-busy={pending || undefined}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{legend}</legend>
        <div className={styles.options}>
          {options.map((option) => (
            <label key={option.code} className={styles.option}>
              <input
                type="radio"
                name="variant"
                value={option.code}
                checked={shown === option.code}
                onChange={() => choose(option.code)}
                className={styles.radio}
              />
              <span className={styles.text}>
                <span className={styles.label}>{option.label}</span>
                <span className={styles.reference}>{option.reference}</span>
              </span>
              <span className={styles.meta}>
                <span className={styles.price}>{option.price}</span>
                <span className={`${styles.stock} ${styles[option.stockStatus]}`}>{option.stock}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <noscript>
        <button type="submit" className={styles.apply}>
          {apply}
        </button>
      </noscript>
    </form>
  );
}
