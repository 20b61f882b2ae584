"use client";

import type { Locale } from "@portal/domain/i18n/locales";
import type { Suggestions } from "@portal/domain/search/schemas";
import { useRouter } from "next/navigation";
import { type AbstractIntlMessages, NextIntlClientProvider, useLocale, useTranslations } from "next-intl";
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { movedIndex, SUGGESTION_MIN_LENGTH, type SuggestionOption, searchHref, suggestionOptions } from "@/lib/search/suggestion-options";
import { ArrowRightIcon, ChevronRightIcon, SearchIcon, ToolIcon } from "../icons/icons";
import { PlainImage } from "../ui/plain-image";
import { searchFieldIds } from "./search-field";
import styles from "./search-suggestions.module.css";

/** Typing pauses this long before suggestions are asked for: one request per pause, not per key. */
const DEBOUNCE_MS = 180;
const LISTBOX_ID = searchFieldIds.listbox;

async function fetchSuggestions(query: string, signal: AbortSignal): Promise<Suggestions | null> {
  const response = await fetch(`/api/v2/shop/search-suggestions?${new URLSearchParams({ query })}`, {
    headers: { accept: "application/json", "accept-language": document.documentElement.lang },
    signal,
  });
  return response.ok ? ((await response.json()) as Suggestions) : null;
}

/**
 * The suggestions with their messages: the message formatter loads with them, on the first use of
 * the field, rather than with every page.
 */
export default function SearchSuggestionsWithMessages({ locale, messages }: { locale: Locale; messages: AbstractIntlMessages }) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <SearchSuggestions />
    </NextIntlClientProvider>
  );
}

/**
 * Search-as-you-type for the header's field, as an ARIA 1.2 combobox: the field keeps the focus,
 * arrow keys move through the options (aria-activedescendant), Enter opens one, Escape closes.
 * Answers to earlier keystrokes are cancelled, so a slow one never replaces a newer one.
 */
function SearchSuggestions() {
  const t = useTranslations("header.suggestions");
  const catalog = useTranslations("catalog");
  const locale = useLocale() as Locale;
  const router = useRouter();
  // The field and its form are rendered by the server; this code only enhances them.
  const [field] = useState(() => ({
    input: document.getElementById(searchFieldIds.input) as HTMLInputElement | null,
    form: document.getElementById(searchFieldIds.form) as HTMLFormElement | null,
  }));
  const action = field.form?.getAttribute("action") ?? "";
  const [query, setQuery] = useState(() => field.input?.value.trim() ?? "");
  const [result, setResult] = useState<Suggestions | null>(null);
  const [open, setOpen] = useState(() => document.activeElement === field.input);
  const [activeIndex, setActiveIndex] = useState(-1);

  // The previous answer stays on screen while the one for the latest keystrokes loads.
  const view =
    query.length >= SUGGESTION_MIN_LENGTH && result ? suggestionOptions(result, query, locale, action, "site-search-option") : null;
  const options = view?.options ?? [];
  const expanded = open && view !== null;
  const activeId = expanded ? options[activeIndex]?.id : undefined;

  // The latest values, for the listeners attached once to the field and the form.
  const latest = useRef({ options, expanded, activeIndex });
  latest.current = { options, expanded, activeIndex };

  useEffect(() => {
    field.input?.setAttribute("aria-expanded", String(expanded));
    if (activeId) field.input?.setAttribute("aria-activedescendant", activeId);
    else field.input?.removeAttribute("aria-activedescendant");
  }, [field, expanded, activeId]);

  useEffect(() => {
    if (query.length < SUGGESTION_MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(query, controller.signal).then(
        (found) => setResult(found),
        () => undefined,
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const go = (option: SuggestionOption) => {
    setOpen(false);
    setActiveIndex(-1);
    if (option.kind !== "all" && field.input) field.input.value = "";
    field.input?.blur();
    setQuery("");
    router.push(option.href);
  };
  const goRef = useRef(go);
  goRef.current = go;

  useEffect(() => {
    const { input, form } = field;
    if (!input || !form) return;
    const onInput = () => {
      setQuery(input.value.trim());
      setActiveIndex(-1);
      setOpen(true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { options: current, expanded: shown, activeIndex: index } = latest.current;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (current.length === 0) return;
        event.preventDefault();
        if (!shown) {
          setOpen(true);
          setActiveIndex(event.key === "ArrowDown" ? 0 : current.length - 1);
        } else setActiveIndex(movedIndex(index, current.length, event.key));
      } else if (event.key === "Enter" && shown && current[index]) {
        event.preventDefault();
        goRef.current(current[index]);
      } else if (event.key === "Escape") {
        if (shown) {
          event.preventDefault();
          setOpen(false);
          setActiveIndex(-1);
        } else if (input.value) {
          event.preventDefault();
          input.value = "";
          setQuery("");
        }
      } else if (event.key === "Tab") setOpen(false);
    };
    const onFocus = () => setOpen(true);
    const onBlur = () => setOpen(false);
    // With JavaScript the search page opens without reloading the whole page.
    const onSubmit = (event: SubmitEvent) => {
      const typed = input.value.trim();
      event.preventDefault();
      setOpen(false);
      router.push(typed ? searchHref(action, typed) : action);
    };
    // Keys typed while this code was loading are in the field already.
    setQuery(input.value.trim());
    input.addEventListener("input", onInput);
    input.addEventListener("keydown", onKeyDown);
    input.addEventListener("focus", onFocus);
    input.addEventListener("blur", onBlur);
    form.addEventListener("submit", onSubmit);
    return () => {
      input.removeEventListener("input", onInput);
      input.removeEventListener("keydown", onKeyDown);
      input.removeEventListener("focus", onFocus);
      input.removeEventListener("blur", onBlur);
      form.removeEventListener("submit", onSubmit);
    };
  }, [field, action, router]);

  // Keeps the option reached with the arrow keys in sight in a scrolled list.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  const optionProps = (option: SuggestionOption) => ({
    id: option.id,
    role: "option" as const,
    "aria-selected": option.id === activeId,
    className: styles.option,
    // The field keeps the focus while an option is clicked; the keyboard works from the field.
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
    onClick: () => go(option),
  });

  return (
    <>
      <div className={styles.popup} hidden={!expanded}>
        {view ? (
          <div id={LISTBOX_ID} role="listbox" aria-label={t("label")} className={styles.listbox}>
            {view.groups.map((group) => (
              // biome-ignore lint/a11y/useSemanticElements: options of a listbox are grouped by role="group", as in ARIA's grouped listbox pattern.
              <ul key={group.kind} role="group" aria-labelledby={`${LISTBOX_ID}-${group.kind}`} className={styles.group}>
                <li role="presentation" id={`${LISTBOX_ID}-${group.kind}`} className={styles.groupLabel}>
                  {t(group.kind)}
                </li>
                {group.options.map((option) => (
                  <li key={option.id} {...optionProps(option)}>
                    {option.kind === "product" ? (
                      <>
                        <span className={styles.thumb}>
                          {option.product.image ? (
                            <PlainImage src={option.product.image.url} alt="" width={48} height={36} />
                          ) : (
                            <ToolIcon size={22} />
                          )}
                        </span>
                        <span className={styles.text}>
                          <span className={styles.name}>{option.product.name}</span>
                          <span className={styles.meta}>
                            {option.product.brand.name}
                            {option.product.reference ? ` · ${catalog("reference", { reference: option.product.reference })}` : null}
                          </span>
                        </span>
                      </>
                    ) : option.kind === "category" ? (
                      <>
                        <span className={styles.icon}>
                          <ChevronRightIcon size={18} />
                        </span>
                        <span className={styles.name}>{option.category.name}</span>
                      </>
                    ) : option.kind === "reference" ? (
                      <>
                        <span className={styles.code}>{option.reference.reference}</span>
                        <span className={styles.text}>
                          <span className={styles.name}>{option.reference.name}</span>
                          {option.reference.supersededReference ? (
                            <span className={styles.replaces}>{t("replaces", { reference: option.reference.supersededReference })}</span>
                          ) : null}
                        </span>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            ))}
            <div {...optionProps(view.all)} className={`${styles.option} ${styles.all}`}>
              <SearchIcon size={18} />
              <span className={styles.name}>{t("seeAll", { query })}</span>
              <ArrowRightIcon size={18} />
            </div>
          </div>
        ) : null}
      </div>
      <p className="visually-hidden" role="status">
        {expanded ? t("count", { count: options.length - 1 }) : ""}
      </p>
    </>
  );
}
