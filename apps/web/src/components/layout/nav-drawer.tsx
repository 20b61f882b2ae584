"use client";

import { createContext, type ReactNode, type RefObject, useContext, useRef, useState } from "react";
import { MenuIcon } from "../icons/core-icons";
import styles from "./main-nav.module.css";

type DrawerState = { open: boolean; setOpen: (open: boolean) => void; toggleRef: RefObject<HTMLButtonElement | null> };

const DrawerContext = createContext<DrawerState | null>(null);

/** Shares the mobile menu's state between its button (in the header bar) and the drawer (in the nav). */
export function NavDrawerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  return <DrawerContext.Provider value={{ open, setOpen, toggleRef }}>{children}</DrawerContext.Provider>;
}

export function useNavDrawer(): DrawerState {
  const state = useContext(DrawerContext);
  if (!state) throw new Error("useNavDrawer needs a NavDrawerProvider");
  return state;
}

export function DrawerToggle({ label }: { label: string }) {
  const { open, setOpen, toggleRef } = useNavDrawer();
  return (
    <button
      ref={toggleRef}
      type="button"
      className={styles.drawerToggle}
      aria-expanded={open}
      aria-controls="mobile-menu"
      onClick={() => setOpen(!open)}
    >
      <MenuIcon size={24} />
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
