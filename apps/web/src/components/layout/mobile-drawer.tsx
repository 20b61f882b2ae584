"use client";

import NextLink from "next/link";
import { usePathname } from "next/navigation";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { hasNavPanel } from "@/lib/content/nav-panel";
import { ChevronDownIcon, CloseIcon } from "../icons/icons";
import type { MainNavProps } from "./main-nav";
import styles from "./main-nav.module.css";
import { useNavDrawer } from "./nav-drawer";

/** The menu of narrow screens: a modal panel with the catalogue as an accordion. */
export default function MobileDrawer({ items, drawerLinks, labels }: MainNavProps) {
  const { open, setOpen, toggleRef } = useNavDrawer();
  const [expanded, setExpanded] = useState<string | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  const [shownPath, setShownPath] = useState(pathname);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>("button, a")?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, [open]);

  // Keeps Tab inside the open drawer, as in any modal dialog.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key !== "Tab" || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")].filter(
      (element) => element.offsetParent !== null,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  if (!open) return null;

  return (
    <div className={styles.drawerRoot}>
      <div className={styles.backdrop} aria-hidden="true" onClick={() => close(true)} />
      <div
        ref={panelRef}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-labelledby="mobile-menu-title"
        className={styles.drawer}
        onKeyDown={onKeyDown}
      >
        <div className={styles.drawerHeader}>
          <p id="mobile-menu-title" className={styles.drawerTitle}>
            {labels.menu}
          </p>
          <button type="button" className={styles.drawerClose} onClick={() => close(true)}>
            <CloseIcon size={22} />
            <span className="visually-hidden">{labels.closeMenu}</span>
          </button>
        </div>
        <nav aria-label={labels.catalogue}>
          <ul className={styles.accordion}>
            {items.map((item) => {
              const isOpen = expanded === item.id;
              return (
                <li key={item.id} className={styles.accordionItem}>
                  {hasNavPanel(item) ? (
                    <>
                      <button
                        type="button"
                        className={styles.accordionButton}
                        aria-expanded={isOpen}
                        aria-controls={`drawer-${item.id}`}
                        onClick={() => setExpanded(isOpen ? null : item.id)}
                      >
                        {item.label}
                        <ChevronDownIcon size={18} />
                      </button>
                      <div id={`drawer-${item.id}`} hidden={!isOpen} className={styles.accordionPanel}>
                        <NextLink href={item.href} className={styles.accordionAll}>
                          {labels.seeAll[item.id]}
                        </NextLink>
                        {item.columns.map((column) => (
                          <div key={column.href + column.label} className={styles.accordionGroup}>
                            <NextLink href={column.href} className={styles.accordionGroupTitle}>
                              {column.label}
                            </NextLink>
                            {column.links.length > 0 ? (
                              <ul className={styles.accordionLinks}>
                                {column.links.map((link) => (
                                  <li key={link.href + link.label}>
                                    <NextLink href={link.href}>{link.label}</NextLink>
                                  </li>
                                ))}
                              </ul>
                            ) : null}
                          </div>
                        ))}
                      </div>
                    </>
                  ) : (
                    <NextLink href={item.href} className={styles.accordionButton}>
                      {item.label}
                    </NextLink>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        {drawerLinks.length > 0 ? (
          <ul className={styles.drawerLinks}>
            {drawerLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
