"use client";

import type { Locale } from "@portal/domain/i18n/locales";
import { locales } from "@portal/domain/i18n/locales";
import { usePathname as useBrowserPathname, useParams, useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { getPathname, usePathname } from "@/i18n/navigation";
import { CheckIcon, ChevronDownIcon, GlobeIcon } from "../icons/icons";
import { useAlternatePaths } from "../providers/alternate-paths";
import { useDisclosure } from "../ui/use-disclosure";
import styles from "./language-switcher.module.css";

type Href = Parameters<typeof getPathname>[0]["href"];

/** Same page in another language: localized segments are translated, content slugs come from the page. */
export function LanguageSwitcher({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const t = useTranslations("languageSwitcher");
  const locale = useLocale();
  const pathname = usePathname();
  const browserPathname = useBrowserPathname();
  const { locale: _locale, ...params } = useParams<Record<string, string | string[]>>();
  const searchParams = useSearchParams();
  const alternates = useAlternatePaths(browserPathname);
  const { open, toggle, rootRef, buttonRef } = useDisclosure();

  const query = Object.fromEntries(searchParams.entries());
  const hrefFor = (target: Locale): string => {
    const alternate = alternates?.[target];
    if (alternate) return alternate;
    // A content page without a translation (or before the page said so): that language's home.
    if (pathname === "/[slug]") return `/${target}`;
    const href = { pathname, params, ...(Object.keys(query).length > 0 ? { query } : {}) } as Href;
    try {
      const path = getPathname({ href, locale: target });
      // Unfilled parameters mean the page has no counterpart (an unknown address): go home instead.
      return path.includes("[") ? `/${target}` : path;
    } catch {
      return `/${target}`;
    }
  };

  return (
    <div ref={rootRef} className={`${styles.switcher} ${tone === "light" ? styles.light : ""}`}>
      <button ref={buttonRef} type="button" className={styles.button} aria-expanded={open} aria-controls="language-list" onClick={toggle}>
        <GlobeIcon size={18} />
        <span aria-hidden="true">{locale.toUpperCase()}</span>
        <span className="visually-hidden">{t("label", { language: t(`names.${locale}`) })}</span>
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
              <span>{t(`names.${target}`)}</span>
              {target === locale ? <CheckIcon size={16} className={styles.check} /> : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
