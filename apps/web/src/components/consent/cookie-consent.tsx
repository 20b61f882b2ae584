"use client";

import { useEffect, useId, useRef, useState } from "react";
import { allowedScripts, type Consent, type ConsentCategory, consentCategories, consentCookie } from "@/lib/consent/consent";
import { Button } from "../ui/button";
import { OPEN_CONSENT_EVENT } from "./consent-events";
import styles from "./cookie-consent.module.css";

type TrackingScript = { name: string; src: string; category: ConsentCategory };

/** The banner's words, translated by the server. */
export type CookieConsentLabels = {
  title: string;
  text: string;
  categoriesLegend: string;
  categories: Record<"necessary" | ConsentCategory, { title: string; text: string }>;
  acceptAll: string;
  refuseAll: string;
  customize: string;
  save: string;
};

type CookieConsentProps = {
  initialConsent: Consent | null;
  scripts: TrackingScript[];
  labels: CookieConsentLabels;
};

/** Browsers hide a nonce attribute's value from the page, not the property of the scripts that carry it. */
function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}

function injectScripts(scripts: TrackingScript[]) {
  for (const script of scripts) {
    if (document.querySelector(`script[data-consent-name="${CSS.escape(script.name)}"]`)) continue;
    const element = document.createElement("script");
    // The page's nonce: only scripts carrying it, or loaded by one, may run (Content-Security-Policy).
    element.nonce = pageNonce();
    element.src = script.src;
    element.async = true;
    element.dataset.consentCategory = script.category;
    element.dataset.consentName = script.name;
    document.head.appendChild(element);
  }
}

/** Cookie banner: nothing that tracks runs before the visitor says yes to its category. */
export function CookieConsent({ initialConsent, scripts, labels }: CookieConsentProps) {
  const [consent, setConsent] = useState<Consent | null>(initialConsent);
  const [open, setOpen] = useState(initialConsent === null);
  const [customizing, setCustomizing] = useState(false);
  const [choices, setChoices] = useState<Record<ConsentCategory, boolean>>({
    analytics: initialConsent?.analytics ?? false,
    marketing: initialConsent?.marketing ?? false,
  });
  const titleId = useId();
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    injectScripts(allowedScripts(scripts, consent));
  }, [consent, scripts]);

  useEffect(() => {
    const reopen = () => {
      setCustomizing(true);
      setOpen(true);
      requestAnimationFrame(() => regionRef.current?.focus());
    };
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, []);

  const save = (next: Record<ConsentCategory, boolean>) => {
    const decided: Consent = { ...next, decidedAt: new Date().toISOString() };
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is still missing from some supported browsers.
    document.cookie = consentCookie(decided, window.location.protocol === "https:");
    const withdrawn = consent !== null && consentCategories.some((category) => consent[category] && !next[category]);
    setConsent(decided);
    setChoices(next);
    setOpen(false);
    setCustomizing(false);
    // A script already running cannot be unloaded: a reload is the only way to stop it.
    if (withdrawn) window.location.reload();
  };

  if (!open) return null;

  return (
    <section ref={regionRef} className={styles.banner} aria-labelledby={titleId} tabIndex={-1}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <h2 id={titleId} className={styles.title}>
            {labels.title}
          </h2>
          <p>{labels.text}</p>
        </div>

        {customizing ? (
          <fieldset className={styles.options}>
            <legend className="visually-hidden">{labels.categoriesLegend}</legend>
            <label className={styles.option}>
              <input type="checkbox" checked disabled />
              <span>
                <strong>{labels.categories.necessary.title}</strong>
                <span className={styles.optionText}>{labels.categories.necessary.text}</span>
              </span>
            </label>
            {consentCategories.map((category) => (
              <label key={category} className={styles.option}>
                <input
                  type="checkbox"
                  checked={choices[category]}
                  onChange={(event) => setChoices((current) => ({ ...current, [category]: event.target.checked }))}
                />
                <span>
                  <strong>{labels.categories[category].title}</strong>
                  <span className={styles.optionText}>{labels.categories[category].text}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}

        <div className={styles.actions}>
          <Button variant="brand" onClick={() => save({ analytics: true, marketing: true })}>
            {labels.acceptAll}
          </Button>
          <Button variant="brand" onClick={() => save({ analytics: false, marketing: false })}>
            {labels.refuseAll}
          </Button>
          {customizing ? (
            <Button variant="secondary" onClick={() => save(choices)}>
              {labels.save}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setCustomizing(true)}>
              {labels.customize}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
