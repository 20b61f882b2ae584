"use client";

import type { PartsmartLineResult } from "@portal/domain/parts/schemas";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { cartStore } from "@/lib/cart/store";
import { orderParts } from "@/lib/parts/api";
import { summarizeResults } from "@/lib/parts/view";
import { Alert } from "../ui/alert";
import styles from "./parts.module.css";

/**
 * An external parts catalogue in a frame. Its add-to-cart messages are taken only from its own
 * origin and in the expected shape, then put in the cart as the built-in views' are.
 */
export function ExternalCatalogue({ src, origin, owner, title }: { src: string; origin: string; owner: string; title: string }) {
  const t = useTranslations("parts");
  const errors = useTranslations("errors");
  const [results, setResults] = useState<PartsmartLineResult[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    // The message check needs the schema library: fetched with this frame only, never by the built-in views.
    let parse: typeof import("@portal/domain/parts/rules").parsePartsmartMessage | null = null;
    import("@portal/domain/parts/rules").then((rules) => {
      parse = rules.parsePartsmartMessage;
    });
    const onMessage = async (event: MessageEvent) => {
      const lines = parse ? parse(event.origin, origin, event.data) : null;
      if (!lines) return;
      setFailure(null);
      const answer = await orderParts(lines, cartStore.get().owner === owner ? cartStore.get().token : null);
      if (!answer.ok) {
        setFailure(errors.has(answer.code) ? errors(answer.code) : errors("generic"));
        return;
      }
      cartStore.receive(owner, answer.data.order);
      setResults(answer.data.lines);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [origin, owner, errors]);

  const summary = results ? summarizeResults(results) : null;
  return (
    <div className={styles.page}>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {summary ? <Alert tone={summary.refused === 0 ? "success" : "warning"}>{t("results.title", summary)}</Alert> : null}
      <iframe src={src} title={title} className={styles.iframe} sandbox="allow-scripts allow-same-origin allow-forms allow-popups" />
    </div>
  );
}
