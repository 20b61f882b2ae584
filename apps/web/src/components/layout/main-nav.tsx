"use client";

import Image from "next/image";
import NextLink from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import type { NavItem, NavLink } from "@/lib/content/view-models";
import { ArrowRightIcon, ChevronDownIcon, ChevronRightIcon, CloseIcon } from "../icons/icons";
import styles from "./main-nav.module.css";
import { useNavDrawer } from "./nav-drawer";

type MainNavProps = {
  items: NavItem[];
  /** Links shown at the bottom of the mobile drawer (account, store locator). */
  drawerLinks: NavLink[];
};

const OPEN_DELAY_MS = 90;
const CLOSE_DELAY_MS = 180;

function MegaPanel({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const t = useTranslations("header");
  return (
    <div id={`mega-${item.id}`} className={styles.panel}>
      <div className={`container ${styles.panelInner}`}>
        <div className={styles.columns}>
          {item.columns.map((column) =>
            column.links.length === 0 ? (
              <NextLink key={column.href + column.label} href={column.href} className={styles.categoryLink} onClick={onNavigate}>
                {column.label}
                <ChevronRightIcon size={18} className={styles.categoryArrow} />
              </NextLink>
            ) : (
              <div key={column.href + column.label} className={styles.column}>
                <NextLink href={column.href} className={styles.columnTitle} onClick={onNavigate}>
                  {column.label}
                </NextLink>
                {column.links.length > 0 ? (
                  <ul className={styles.columnLinks}>
                    {column.links.map((link) => (
                      <li key={link.href + link.label}>
                        <NextLink href={link.href} onClick={onNavigate}>
                          {link.label}
                        </NextLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ),
          )}
        </div>
        {item.tips.length > 0 ? (
          <div className={styles.tips}>
            <p className={styles.tipsTitle}>{t("tips")}</p>
            <ul className={styles.tipList}>
              {item.tips.map((tip) => {
                const body = (
                  <>
                    {tip.image ? (
                      <Image unoptimized src={tip.image.src} alt="" width={tip.image.width} height={tip.image.height} loading="lazy" />
                    ) : null}
                    <span>{tip.title}</span>
                  </>
                );
                return (
                  <li key={tip.title}>
                    {tip.href ? (
                      <NextLink href={tip.href} className={styles.tip} onClick={onNavigate}>
                        {body}
                      </NextLink>
                    ) : (
                      <div className={styles.tip}>{body}</div>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
      </div>
      <div className={styles.panelFooter}>
        <div className="container">
          <NextLink href={item.href} className={styles.seeAll} onClick={onNavigate}>
            {t("seeAll", { name: item.label })}
            <ArrowRightIcon size={18} />
          </NextLink>
        </div>
      </div>
    </div>
  );
}

function hasPanel(item: NavItem): boolean {
  return item.columns.length > 0 || item.tips.length > 0;
}

function DesktopNav({ items }: { items: NavItem[] }) {
  const t = useTranslations("header");
  const [openId, setOpenId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const navRef = useRef<HTMLElement>(null);
  const pathname = usePathname();
  const [shownPath, setShownPath] = useState(pathname);

  // A navigation closes the panel (state reset during render, as React recommends).
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpenId(null);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!openId) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openId]);

  const schedule = (id: string | null, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpenId(id), delay);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape" || !openId) return;
    event.preventDefault();
    const id = openId;
    setOpenId(null);
    navRef.current?.querySelector<HTMLButtonElement>(`[aria-controls="mega-${id}"]`)?.focus();
  };

  return (
    <nav
      ref={navRef}
      aria-label={t("catalogue")}
      className={styles.desktop}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId(null);
      }}
    >
      <div className="container">
        <ul className={styles.bar}>
          {items.map((item) => {
            const open = openId === item.id;
            return (
              <li
                key={item.id}
                className={styles.barItem}
                onPointerEnter={(event) => event.pointerType === "mouse" && hasPanel(item) && schedule(item.id, OPEN_DELAY_MS)}
                onPointerLeave={(event) => event.pointerType === "mouse" && schedule(null, CLOSE_DELAY_MS)}
              >
                {hasPanel(item) ? (
                  <>
                    <button
                      type="button"
                      className={styles.barButton}
                      aria-expanded={open}
                      aria-controls={`mega-${item.id}`}
                      onClick={() => {
                        clearTimeout(timer.current);
                        setOpenId(open ? null : item.id);
                      }}
                    >
                      {item.label}
                      <ChevronDownIcon size={16} />
                    </button>
                    <div hidden={!open}>
                      <MegaPanel item={item} onNavigate={() => setOpenId(null)} />
                    </div>
                  </>
                ) : (
                  <NextLink href={item.href} className={styles.barButton}>
                    {item.label}
                  </NextLink>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}

function MobileDrawer({ items, drawerLinks }: MainNavProps) {
  const t = useTranslations("header");
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
            {t("menu")}
          </p>
          <button type="button" className={styles.drawerClose} onClick={() => close(true)}>
            <CloseIcon size={22} />
            <span className="visually-hidden">{t("closeMenu")}</span>
          </button>
        </div>
        <nav aria-label={t("catalogue")}>
          <ul className={styles.accordion}>
            {items.map((item) => {
              const isOpen = expanded === item.id;
              return (
                <li key={item.id} className={styles.accordionItem}>
                  {hasPanel(item) ? (
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
                          {t("seeAll", { name: item.label })}
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

export function MainNav({ items, drawerLinks }: MainNavProps) {
  return (
    <>
      {items.length > 0 ? <DesktopNav items={items} /> : null}
      <MobileDrawer items={items} drawerLinks={drawerLinks} />
    </>
  );
}
