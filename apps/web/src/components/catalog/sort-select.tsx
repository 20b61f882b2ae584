"use client";

import { useEffect, useState } from "react";
import { buttonClass } from "../ui/button";
import styles from "./product-listing.module.css";

type SortSelectProps = {
  id: string;
  label: string;
  apply: string;
  value: string;
  options: { value: string; label: string }[];
};

/** The sort of a list: applied as soon as it changes; without JavaScript, with the button beside it. */
export function SortSelect({ id, label, apply, value, options }: SortSelectProps) {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return (
    <>
      <label htmlFor={id} className={styles.sortLabel}>
        {label}
      </label>
      <select
        id={id}
        name="sort"
        defaultValue={value}
        className={styles.sortSelect}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {enhanced ? null : (
        <button type="submit" className={buttonClass({ variant: "secondary", size: "small" })}>
          {apply}
        </button>
      )}
    </>
  );
}
