"use client";

import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { ChevronRightIcon } from "../icons/core-icons";
import styles from "./product-tabs.module.css";

export type ProductTab = { id: string; label: string; panel: ReactNode };

/**
 * The tabs pattern of WAI-ARIA: arrow keys, Home and End move between tabs. Every panel is in the
 * server's HTML (the inactive ones hidden), so search engines read them all.
 */
export function ProductTabs({ label, tabs }: { label: string; tabs: ProductTab[] }) {
  const [active, setActive] = useState(tabs[0]?.id ?? "");
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const listRef = useRef<HTMLDivElement>(null);
  const more = useScrollEdges(listRef);

  // A link to #documents (for instance) opens that tab.
  useEffect(() => {
    const fromHash = window.location.hash.replace(/^#panel-/, "").replace(/^#/, "");
    if (tabs.some((tab) => tab.id === fromHash)) setActive(fromHash);
  }, [tabs]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (target === undefined || !tab) return;
    event.preventDefault();
    setActive(tab.id);
    buttons.current[target]?.focus();
  };

  return (
    <div className={styles.tabs}>
      {/* On a phone the tabs scroll sideways: a fade and an arrow on each side with more to see. */}
      <div className={styles.bar} data-more-start={more.start || undefined} data-more-end={more.end || undefined}>
        <span className={`${styles.more} ${styles.moreStart}`} aria-hidden="true">
          <ChevronRightIcon size={18} />
        </span>
        <span className={`${styles.more} ${styles.moreEnd}`} aria-hidden="true">
          <ChevronRightIcon size={18} />
        </span>
        <div ref={listRef} role="tablist" aria-label={label} className={styles.list}>
          {tabs.map((tab, index) => {
            const selected = tab.id === active;
            return (
              <button
                key={tab.id}
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`tab-${tab.id}`}
                aria-selected={selected}
                aria-controls={`panel-${tab.id}`}
                tabIndex={selected ? 0 : -1}
                className={styles.tab}
                onClick={(event) => {
                  setActive(tab.id);
                  event.currentTarget.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "smooth" });
                }}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          hidden={tab.id !== active}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern lets keyboard users reach a panel without links.
          tabIndex={0}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}

/** Whether a sideways-scrolling element hides content before and after what it shows. */
function useScrollEdges(ref: RefObject<HTMLElement | null>): { start: boolean; end: boolean } {
  const [edges, setEdges] = useState({ start: false, end: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      // A pixel of slack: zoomed pages scroll by fractions.
      const next = { start: element.scrollLeft > 1, end: element.scrollLeft < hidden - 1 };
      setEdges((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    update();
    element.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      element.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, [ref]);
  return edges;
}
