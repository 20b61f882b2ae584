"use client";

import type { Locale } from "@portal/domain/i18n/locales";
import { locales } from "@portal/domain/i18n/locales";
import { usePathname, useSearchParams } from "next/navigation";
import { useState } from "react";
import type { switchLocalePath } from "@/i18n/paths";
import { CheckIcon, ChevronDownIcon, GlobeIcon } from "../icons/core-icons";
import { useAlternatePaths } from "../providers/alternate-paths";
import { useDisclosure } from "../ui/use-disclosure";
import styles from "./language-switcher.module.css";

export type LanguageSwitcherLabels = {
  /** The button's name, which says the current language. */
  label: string;
  /** Each language named in itself. */
  names: Record<Locale, string>;
};

type LanguageSwitcherProps = { locale: Locale; labels: LanguageSwitcherLabels; tone?: "dark" | "light" };

// The route table that translates addresses loads when the list is first wanted, not with every page.
const loadSwitchLocalePath = () => import("@/i18n/paths").then((paths) => paths.switchLocalePath);

/** Same page in another language: localized segments are translated, content slugs come from the page. */
export function LanguageSwitcher({ locale, labels, tone = "dark" }: LanguageSwitcherProps) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const alternates = useAlternatePaths(pathname);
  const { open, setOpen, toggle, rootRef, buttonRef } = useDisclosure();
  const [switchPath, setSwitchPath] = useState<typeof switchLocalePath | null>(null);

  // Until the route table is there (the list is closed then), a language leads to its home.
  const hrefFor = (target: Locale): string =>
    alternates?.[target] ?? switchPath?.(pathname, searchParams.toString(), locale, target) ?? `/${target}`;

  const onToggle = () => {
    if (open || switchPath) {
      toggle();
      return;
    }
    loadSwitchLocalePath().then(
      (loaded) => {
        setSwitchPath(() => loaded);
        setOpen(true);
      },
      () => setOpen(true),
    );
  };

  return (
    <div ref={rootRef} className={`${styles.switcher} ${tone === "light" ? styles.light : ""}`}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls="language-list"
        onClick={onToggle}
        // Pointing at or focusing the button starts the download, so the list opens at once.
        onPointerEnter={() => void loadSwitchLocalePath()}
        onFocus={() => void loadSwitchLocalePath()}
      >
        <GlobeIcon size={18} />
        <span aria-hidden="true">{locale.toUpperCase()}</span>
        <span className="visually-hidden">{labels.label}</span>
        <ChevronDownIcon size={16} className={open ? styles.flipped : undefined} />
      </button>
      <ul id="language-list" className={styles.list} hidden={!open}>
        {locales.map((target) => (
          <li key={target}>
            <a
              href={hrefFor(target)}
              hrefLang={target}
              lang={target}
              className={styles.option}
              aria-current={target === locale ? "true" : undefined}
            >
              <span className={styles.code} aria-hidden="true">
                {target.toUpperCase()}
              </span>
              <span>{labels.names[target]}</span>
              {target === locale ? <CheckIcon size={16} className={styles.check} /> : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
