"use client";

import type { Locale } from "@portal/domain/i18n/locales";
import type { AbstractIntlMessages } from "next-intl";
import { type ComponentProps, type ComponentType, type FormEvent, useRef, useState } from "react";
import { Button } from "../ui/button";
import { TextField } from "../ui/form-field";
import styles from "./newsletter.module.css";

type Island = ComponentType<ComponentProps<typeof import("./newsletter-box-island").default>>;
type Labels = { title: string; intro: string; email: string; submit: string; consent: string };
type Handover = { Box: Island; email: string; focus: boolean; submitNow: boolean };

let loading: Promise<Island> | null = null;
const loadIsland = () => {
  loading ??= import("./newsletter-box-island").then((module) => module.default);
  return loading;
};

/**
 * The footer's newsletter box as the page first shows it: the same form, plain. Its code (form
 * handling, messages, the schema library) is fetched on the first focus and takes over on the
 * press, with what was typed by then, the caret, and the press itself.
 */
export function NewsletterBoxLoader({
  id,
  locale,
  messages,
  labels,
}: {
  id: string;
  locale: Locale;
  messages: AbstractIntlMessages;
  labels: Labels;
}) {
  const [handover, setHandover] = useState<Handover | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const pressed = useRef(false);

  const takeOver = () => {
    loadIsland()
      .then((Box) => {
        const field = input.current;
        setHandover({
          Box,
          email: field?.value ?? "",
          focus: field !== null && document.activeElement === field,
          submitNow: pressed.current,
        });
      })
      .catch(() => {
        loading = null;
      });
  };
  // Focus only fetches the code: the plain form stays until the press, so nothing typed meanwhile is lost.
  const prefetch = () => {
    loadIsland().catch(() => {
      loading = null;
    });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    pressed.current = true;
    takeOver();
  };

  if (handover) {
    const { Box, ...state } = handover;
    return <Box id={id} locale={locale} messages={messages} initialEmail={state.email} focus={state.focus} submitNow={state.submitNow} />;
  }
  return (
    <section className={styles.box} aria-labelledby={`${id}-title`}>
      <div className={styles.text}>
        <h2 id={`${id}-title`} className={styles.title}>
          {labels.title}
        </h2>
        <p className={styles.intro}>{labels.intro}</p>
      </div>
      <div className={styles.formArea}>
        <form className={styles.form} onSubmit={onSubmit} onFocus={prefetch} noValidate>
          <div className={styles.row}>
            <TextField
              id={`${id}-email`}
              ref={input}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              label={labels.email}
              aria-describedby={`${id}-consent`}
              className={styles.field}
            />
            <Button type="submit" variant="brand" className={styles.submit}>
              {labels.submit}
            </Button>
          </div>
          <p id={`${id}-consent`} className={styles.consent}>
            {labels.consent}
          </p>
        </form>
      </div>
    </section>
  );
}
