"use client";

import type { Locale } from "@portal/domain/i18n/locales";
import { cartLimits } from "@portal/domain/orders/limits";
import type { Diagram, PartsmartLineResult } from "@portal/domain/parts/schemas";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { cartStore } from "@/lib/cart/store";
import { formatPrice } from "@/lib/catalog/format";
import { orderParts } from "@/lib/parts/api";
import { summarizeResults } from "@/lib/parts/view";
import { StockBadge } from "../catalog/stock-badge";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { DiagramViewer } from "./diagram-viewer";
import styles from "./parts.module.css";

type WorkbenchProps = {
  diagram: Diagram;
  locale: Locale;
  /** The cart's owner (customer and company), for the header's badge. */
  owner: string;
  /** The position a deep link asked for: highlighted and scrolled to. */
  highlight: number | null;
  productPath: string;
};

type Selection = Record<number, number>;

/** A view beside its parts list: hotspots and rows light up together; picked rows go to the cart at once. */
export function DiagramWorkbench({ diagram, locale, owner, highlight, productPath }: WorkbenchProps) {
  const t = useTranslations("parts");
  const errors = useTranslations("errors");
  const catalog = useTranslations("catalog");
  const [active, setActive] = useState<number | null>(highlight);
  const [selected, setSelected] = useState<Selection>({});
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<PartsmartLineResult[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const rows = useRef(new Map<number, HTMLTableRowElement>());

  useEffect(() => {
    if (highlight === null) return;
    rows.current.get(highlight)?.scrollIntoView({ block: "center" });
  }, [highlight]);

  const choose = (number: number) => {
    setActive(number);
    const row = rows.current.get(number);
    row?.scrollIntoView({ block: "nearest", behavior: "smooth" });
    row?.querySelector<HTMLInputElement>("input[type=checkbox]")?.focus({ preventScroll: true });
  };

  const quantityOf = (number: number, fallback: number) => quantities[number] ?? fallback;
  const picked = diagram.positions.filter((position) => selected[position.number]);

  async function addToCart() {
    if (picked.length === 0) return;
    setBusy(true);
    setFailure(null);
    setResults(null);
    const answer = await orderParts(
      picked.map((position) => ({ reference: position.reference, quantity: quantityOf(position.number, position.quantity) })),
      cartStore.get().owner === owner ? cartStore.get().token : null,
    );
    setBusy(false);
    if (!answer.ok) {
      setFailure(errors.has(answer.code) ? errors(answer.code) : errors("generic"));
      return;
    }
    cartStore.receive(owner, answer.data.order);
    setResults(answer.data.lines);
    setSelected({});
  }

  const summary = results ? summarizeResults(results) : null;

  return (
    <div className={styles.workbench}>
      <DiagramViewer
        svg={diagram.svg}
        width={diagram.width}
        height={diagram.height}
        title={`${diagram.model.name} – ${diagram.assembly.name}`}
        positions={diagram.positions}
        active={active}
        onActivate={(number) => setActive(number ?? highlight)}
        onChoose={choose}
      />
      <section className={styles.list} aria-labelledby="parts-list-title">
        <h2 id="parts-list-title" className={styles.listTitle}>
          {t("list.title", { assembly: diagram.assembly.name })}
        </h2>
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{t("list.select")}</span>
                </th>
                <th scope="col">{t("list.number")}</th>
                <th scope="col">{t("list.part")}</th>
                <th scope="col" className={styles.numeric}>
                  {t("list.perMachine")}
                </th>
                <th scope="col" className={styles.numeric}>
                  {t("list.price")}
                </th>
                <th scope="col">{t("list.quantity")}</th>
              </tr>
            </thead>
            <tbody>
              {diagram.positions.map((position) => {
                const id = `part-${position.number}`;
                const orderable = position.sellable && position.stockStatus !== "out_of_stock";
                return (
                  <tr
                    key={position.number}
                    ref={(element) => {
                      if (element) rows.current.set(position.number, element);
                      else rows.current.delete(position.number);
                    }}
                    className={active === position.number ? styles.rowActive : undefined}
                    aria-current={highlight === position.number ? "true" : undefined}
                    onMouseEnter={() => setActive(position.number)}
                    onMouseLeave={() => setActive(highlight)}
                    onFocus={() => setActive(position.number)}
                  >
                    <td>
                      <input
                        id={id}
                        type="checkbox"
                        className={styles.check}
                        checked={Boolean(selected[position.number])}
                        disabled={!orderable}
                        onChange={(event) => setSelected((current) => ({ ...current, [position.number]: event.target.checked ? 1 : 0 }))}
                        aria-label={t("list.selectPart", { number: position.number, name: position.name })}
                      />
                    </td>
                    <td>
                      <span className={styles.badgeNumber}>{position.number}</span>
                    </td>
                    <td>
                      <a href={`${productPath.replace("[slug]", position.slug)}`} className={styles.partName}>
                        {position.name}
                      </a>
                      <span className={styles.reference}>{position.reference}</span>
                      <StockBadge status={position.stockStatus} label={catalog(`stock.${position.stockStatus}`)} className={styles.stock} />
                      {position.supersededBy ? (
                        <span className={styles.superseded}>{t("list.supersededBy", { reference: position.supersededBy.reference })}</span>
                      ) : null}
                      {!position.sellable ? <span className={styles.superseded}>{t("list.notSellable")}</span> : null}
                    </td>
                    <td className={styles.numeric}>{position.quantity}</td>
                    <td className={styles.numeric}>
                      {position.priceCents === null ? t("list.onRequest") : formatPrice(position.priceCents, locale)}
                    </td>
                    <td>
                      <input
                        type="number"
                        inputMode="numeric"
                        className={styles.quantity}
                        min={1}
                        max={cartLimits.maxQuantity}
                        value={quantityOf(position.number, position.quantity)}
                        disabled={!orderable}
                        onChange={(event) => {
                          const value = Math.trunc(Number(event.target.value));
                          setQuantities((current) => ({
                            ...current,
                            [position.number]: Math.min(cartLimits.maxQuantity, Math.max(1, value || 1)),
                          }));
                        }}
                        aria-label={t("list.quantityOf", { number: position.number })}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <div className={styles.actions}>
          <p className={styles.selectionCount} aria-live="polite">
            {t("list.selected", { count: picked.length })}
          </p>
          <Button variant="brand" onClick={addToCart} disabled={busy || picked.length === 0}>
            {busy ? t("list.adding") : t("list.add")}
          </Button>
        </div>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {results && summary ? (
          <Alert
            tone={summary.refused === 0 ? "success" : "warning"}
            title={t("results.title", { added: summary.added, refused: summary.refused })}
          >
            <ul className={styles.results}>
              {results.map((line) => (
                <li key={line.reference}>
                  <strong>{line.reference}</strong> ×{line.quantity} — {resultText(line)}
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}
      </section>
    </div>
  );

  function resultText(line: PartsmartLineResult): string {
    switch (line.outcome) {
      case "added":
        return t("results.added");
      case "superseded":
        return t("results.superseded", { reference: line.addedReference ?? "" });
      case "insufficient_stock":
      case "out_of_stock":
        return t("results.insufficientStock", { available: line.detail ?? "0" });
      case "unknown_reference":
        return t("results.unknown");
      case "not_sellable":
        return t("results.notSellable");
    }
  }
}
