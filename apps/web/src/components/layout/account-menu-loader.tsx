"use client";

import NextLink from "next/link";
import { type ComponentProps, lazy, Suspense } from "react";
import { UserIcon } from "../icons/icons";
// Imported here, with the page, rather than only by the lazily loaded menu: the menu may render
// before a stylesheet loaded with its code applies, and an unstyled name widens the header.
import styles from "./account-menu.module.css";

// Only customers see the account menu: visitors' pages never load its code.
const AccountMenu = lazy(() => import("./account-menu").then((module) => ({ default: module.AccountMenu })));

export function AccountMenuLoader(props: ComponentProps<typeof AccountMenu>) {
  // Until the menu's code arrives (or without JavaScript), the avatar links to the account page.
  const fallback = (
    <NextLink href={props.links.account} className={styles.trigger}>
      <span className={styles.avatar} aria-hidden="true">
        <UserIcon size={20} />
      </span>
      <span className="visually-hidden">{props.labels.myAccount}</span>
    </NextLink>
  );
  return (
    <Suspense fallback={fallback}>
      <AccountMenu {...props} />
    </Suspense>
  );
}
