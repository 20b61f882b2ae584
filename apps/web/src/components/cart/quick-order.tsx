"use client";

import type { Suggestions } from "@portal/domain/search/schemas";
import { useTranslations } from "next-intl";
import { type FormEvent, type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from "react";
import { type ReferenceOption, referenceOptions } from "@/lib/cart/reference-options";
import { parseQuantity } from "@/lib/cart/view";
import { movedIndex, SUGGESTION_MIN_LENGTH } from "@/lib/search/suggestion-options";
import { useApiErrorMessage } from "../auth/use-api-error";
import { AlertIcon, CheckCircleIcon } from "../icons/icons";
import { Button } from "../ui/button";
import { fieldStyles } from "../ui/form-field";
import styles from "./cart.module.css";
import { BoltIcon, PlusIcon } from "./cart-icons";
import { QuantityStepper } from "./quantity-stepper";
import { api, type CartUpdate } from "./use-cart";

/** Typing pauses this long before references are asked for: one request per pause, not per key. */
const DEBOUNCE_MS = 200;

async function fetchSuggestions(query: string, signal: AbortSignal): Promise<Suggestions | null> {
  const response = await fetch(`/api/v2/shop/search-suggestions?${new URLSearchParams({ query })}`, {
    headers: { accept: "application/json", "accept-language": document.documentElement.lang },
    signal,
  });
  return response.ok ? ((await response.json()) as Suggestions) : null;
}

type Problem = { field: "reference" | "quantity" | "form"; message: string } | null;

/**
 * Adds a line by reference and quantity. The reference field is an ARIA 1.2 combobox: references
 * matching what is typed are offered, arrow keys move through them, Enter takes one, Escape closes.
 */
export function QuickOrder({ update, announce }: { update: CartUpdate; announce: (message: string) => void }) {
  const t = useTranslations("cart.quickOrder");
  const add = useTranslations("cart.add");
  const apiError = useApiErrorMessage();
  const id = useId();
  const listboxId = `${id}-references`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [reference, setReference] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [options, setOptions] = useState<ReferenceOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [added, setAdded] = useState<string | null>(null);

  const query = reference.trim();
  const expanded = open && query.length >= SUGGESTION_MIN_LENGTH && options.length > 0;
  const activeId = expanded && active >= 0 ? `${listboxId}-${active}` : undefined;

  useEffect(() => {
    if (query.length < SUGGESTION_MIN_LENGTH) {
      setOptions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(query, controller.signal).then(
        (found) => {
          setOptions(found ? referenceOptions(found) : []);
          setActive(-1);
        },
        () => undefined,
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const choose = (option: ReferenceOption) => {
    setReference(option.reference);
    setOpen(false);
    setActive(-1);
    if (problem?.field === "reference") setProblem(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (options.length === 0) return;
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === "ArrowDown" ? 0 : options.length - 1);
      } else setActive(movedIndex(active, options.length, event.key));
    } else if (event.key === "Enter" && expanded && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOpen(false);
    if (!query) {
      setProblem({ field: "reference", message: t("required") });
      inputRef.current?.focus();
      return;
    }
    const parsed = parseQuantity(quantity);
    if (parsed === null) {
      setProblem({ field: "quantity", message: add("invalidQuantity") });
      return;
    }
    setProblem(null);
    setAdded(null);
    setPending(true);
    const result = await update((token) => api.addItem(token, query, parsed));
    setPending(false);
    if (!result.ok) {
      setProblem({ field: "reference", message: apiError(result.code) });
      return;
    }
    const message = t("added", { reference: query, quantity: parsed });
    announce(message);
    setAdded(message);
    setReference("");
    setQuantity("1");
    setOptions([]);
    inputRef.current?.focus();
  };

  const errorId = `${id}-error`;
  const optionProps = (option: ReferenceOption, index: number) => ({
    id: `${listboxId}-${index}`,
    role: "option" as const,
    "aria-selected": index === active,
    className: styles.option,
    // The field keeps the focus while an option is clicked; the keyboard works from the field.
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
    onClick: () => choose(option),
  });

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <div className={styles.panelHeader}>
        <h2 id={`${id}-title`} className={styles.panelTitle}>
          <BoltIcon size={20} />
          {t("title")}
        </h2>
        <p className={styles.panelText}>{t("intro")}</p>
      </div>
      <form className={styles.quickForm} onSubmit={onSubmit} noValidate aria-busy={pending || undefined}>
        <div className={`${fieldStyles.field} ${styles.referenceField}`}>
          <label htmlFor={`${id}-reference`} className={fieldStyles.label}>
            {t("reference")}
          </label>
          <div className={styles.combobox}>
            <input
              ref={inputRef}
              id={`${id}-reference`}
              name="reference"
              type="text"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listboxId}
              aria-activedescendant={activeId}
              aria-invalid={problem?.field === "reference" || undefined}
              aria-describedby={problem ? errorId : undefined}
              className={`${fieldStyles.input} ${styles.referenceInput}`}
              placeholder={t("placeholder")}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              value={reference}
              onChange={(event) => {
                setReference(event.target.value);
                setOpen(true);
                setActive(-1);
                setAdded(null);
              }}
              onKeyDown={onKeyDown}
              onFocus={() => setOpen(true)}
              onBlur={() => setOpen(false)}
            />
            <div id={listboxId} role="listbox" aria-label={t("suggestions")} className={styles.listbox} hidden={!expanded}>
              {options.map((option, index) => (
                <div key={option.reference} {...optionProps(option, index)}>
                  <span className={styles.optionReference}>{option.reference}</span>
                  <span className={styles.optionName}>
                    {option.name}
                    {option.replaces ? (
                      <span className={styles.optionReplaces}> · {t("replaces", { reference: option.replaces })}</span>
                    ) : null}
                  </span>
                </div>
              ))}
            </div>
          </div>
        </div>
        <QuantityStepper
          id={`${id}-quantity`}
          label={t("quantity")}
          value={quantity}
          onChange={setQuantity}
          labels={{ decrease: add("decrease"), increase: add("increase") }}
          invalid={problem?.field === "quantity"}
          describedBy={problem?.field === "quantity" ? errorId : undefined}
        />
        <Button type="submit" variant="brand" disabled={pending} className={styles.quickSubmit}>
          <PlusIcon size={18} />
          {pending ? t("submitting") : t("submit")}
        </Button>
      </form>
      <p className="visually-hidden" aria-live="polite">
        {expanded ? t("suggestionCount", { count: options.length }) : ""}
      </p>
      {problem ? (
        <p id={errorId} className={fieldStyles.error} role="alert">
          <AlertIcon size={16} />
          {problem.message}
        </p>
      ) : null}
      {/* Said by the page's announcer already: shown here for the eyes only. */}
      {added ? (
        <p className={styles.added}>
          <CheckCircleIcon size={16} className={styles.addedIcon} />
          {added}
        </p>
      ) : null}
    </section>
  );
}
