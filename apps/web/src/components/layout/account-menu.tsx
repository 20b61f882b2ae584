"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { useLogout } from "../auth/use-logout";
import { BuildingIcon, ChevronDownIcon, LogOutIcon, SwitchIcon, UserIcon } from "../icons/icons";
import { useDisclosure } from "../ui/use-disclosure";
import styles from "./account-menu.module.css";

type AccountMenuProps = {
  name: string;
  companyName: string | null;
  canSwitchCompany: boolean;
};

export function AccountMenu({ name, companyName, canSwitchCompany }: AccountMenuProps) {
  const t = useTranslations("accountMenu");
  const { open, toggle, close, rootRef, buttonRef } = useDisclosure();
  const { logout, pending } = useLogout();

  return (
    <div ref={rootRef} className={styles.menu}>
      <button ref={buttonRef} type="button" className={styles.trigger} aria-expanded={open} aria-controls="account-menu" onClick={toggle}>
        <span className={styles.avatar} aria-hidden="true">
          <UserIcon size={20} />
        </span>
        <span className={styles.identity}>
          <span className="visually-hidden">{t("label")}: </span>
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
            <Link href="/user/account" className={styles.item} onClick={() => close()}>
              <UserIcon size={18} />
              {t("myAccount")}
            </Link>
          </li>
          {canSwitchCompany ? (
            <li>
              <Link href={{ pathname: "/user/login", query: { step: "company" } }} className={styles.item} onClick={() => close()}>
                <SwitchIcon size={18} />
                {t("switchCompany")}
              </Link>
            </li>
          ) : null}
          <li>
            <button type="button" className={styles.item} onClick={logout} disabled={pending}>
              <LogOutIcon size={18} />
              {pending ? t("loggingOut") : t("logout")}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
