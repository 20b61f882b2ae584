"use client";

import NextLink from "next/link";
import { usePathname } from "next/navigation";
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { hasNavPanel } from "@/lib/content/nav-panel";
import type { NavItem, NavLink } from "@/lib/content/view-models";
import { ChevronDownIcon } from "../icons/core-icons";
import styles from "./main-nav.module.css";
import { useNavDrawer } from "./nav-drawer";

/** The menu's words, translated by the server; `seeAll` has one entry per menu item id. */
export type MainNavLabels = { catalogue: string; menu: string; closeMenu: string; seeAll: Record<string, string> };

export type MainNavProps = {
  items: NavItem[];
  /** Links shown at the bottom of the mobile drawer (account, store locator). */
  drawerLinks: NavLink[];
  labels: MainNavLabels;
};

const OPEN_DELAY_MS = 90;
const CLOSE_DELAY_MS = 180;

function DesktopNav({ items, panels, label }: { items: NavItem[]; panels: Record<string, ReactNode>; label: string }) {
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
      aria-label={label}
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
                onPointerEnter={(event) => event.pointerType === "mouse" && hasNavPanel(item) && schedule(item.id, OPEN_DELAY_MS)}
                onPointerLeave={(event) => event.pointerType === "mouse" && schedule(null, CLOSE_DELAY_MS)}
              >
                {hasNavPanel(item) ? (
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
                    {/* A link followed inside the panel closes it, even one to the page already shown. */}
                    {/* biome-ignore lint/a11y/noStaticElementInteractions: only watches the clicks (Enter included) of the links inside. */}
                    {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above; the links handle the keyboard themselves. */}
                    <div hidden={!open} onClick={(event) => (event.target as Element).closest("a") && setOpenId(null)}>
                      {panels[item.id]}
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

// The mobile menu loads when it is first opened: wide screens and visitors who never open it skip it.
const MobileDrawer = lazy(() => import("./mobile-drawer"));

/** The catalogue menu: mega menu panels (rendered by the server) on wide screens, a drawer on narrow ones. */
export function MainNav({ items, drawerLinks, labels, panels }: MainNavProps & { panels: Record<string, ReactNode> }) {
  const { open } = useNavDrawer();
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (open && !drawerWanted) setDrawerWanted(true);
  return (
    <>
      {items.length > 0 ? <DesktopNav items={items} panels={panels} label={labels.catalogue} /> : null}
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MobileDrawer items={items} drawerLinks={drawerLinks} labels={labels} />
        </Suspense>
      ) : null}
    </>
  );
}
