"use client";

import type { Locale } from "@portal/domain/i18n/locales";
import NextLink from "next/link";
import { useLogout } from "../auth/use-logout";
import { BuildingIcon, ChevronDownIcon, LogOutIcon, SwitchIcon, UserIcon } from "../icons/icons";
import { useDisclosure } from "../ui/use-disclosure";
import styles from "./account-menu.module.css";

/** The menu's words and links, from the server. */
export type AccountMenuLabels = { label: string; myAccount: string; switchCompany: string; logout: string; loggingOut: string };
export type AccountMenuLinks = { account: string; switchCompany: string };

type AccountMenuProps = {
  locale: Locale;
  name: string;
  companyName: string | null;
  canSwitchCompany: boolean;
  labels: AccountMenuLabels;
  links: AccountMenuLinks;
};

export function AccountMenu({ locale, name, companyName, canSwitchCompany, labels, links }: AccountMenuProps) {
  const { open, toggle, close, rootRef, buttonRef } = useDisclosure();
  const { logout, pending } = useLogout(locale);

  return (
    <div ref={rootRef} className={styles.menu}>
      <button ref={buttonRef} type="button" className={styles.trigger} aria-expanded={open} aria-controls="account-menu" onClick={toggle}>
        <span className={styles.avatar} aria-hidden="true">
          <UserIcon size={20} />
        </span>
        <span className={styles.identity}>
          <span className="visually-hidden">{labels.label}: </span>
          <span className={styles.name}>{name}</span>
          {companyName ? <span className={styles.company}>{companyName}</span> : null}
        </span>
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      <div id="account-menu" className={styles.panel} hidden={!open}>
        <div className={styles.summary}>
          <p className={styles.summaryName}>{name}</p>
          {companyName ? (
            <p className={styles.summaryCompany}>
              <BuildingIcon size={16} />
              {companyName}
            </p>
          ) : null}
        </div>
        <ul className={styles.items}>
          <li>
            <NextLink href={links.account} className={styles.item} onClick={() => close()}>
              <UserIcon size={18} />
              {labels.myAccount}
            </NextLink>
          </li>
          {canSwitchCompany ? (
            <li>
              <NextLink href={links.switchCompany} className={styles.item} onClick={() => close()}>
                <SwitchIcon size={18} />
                {labels.switchCompany}
              </NextLink>
            </li>
          ) : null}
          <li>
            <button type="button" className={styles.item} onClick={logout} disabled={pending}>
              <LogOutIcon size={18} />
              {pending ? labels.loggingOut : labels.logout}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
