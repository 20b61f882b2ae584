"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Link, usePathname } from "@/i18n/navigation";
import type { AppPathname } from "@/i18n/routes";
import {
  BuildingIcon,
  CardIcon,
  CartIcon,
  ChartIcon,
  DocumentIcon,
  MapPinIcon,
  ShieldIcon,
  ToolIcon,
  UserIcon,
  UsersIcon,
} from "../icons/icons";
import styles from "./account-nav.module.css";

type Entry = {
  href: AppPathname;
  key:
    | "information"
    | "addresses"
    | "orders"
    | "quotes"
    | "invoices"
    | "machines"
    | "warranties"
    | "technicalDocuments"
    | "pricedDocuments"
    | "manageUsers"
    | "dashboard";
  icon: typeof UserIcon;
};

const entries: Entry[] = [
  { href: "/user/dashboard", key: "dashboard", icon: ChartIcon },
  { href: "/user/account", key: "information", icon: UserIcon },
  { href: "/user/account/addresses", key: "addresses", icon: MapPinIcon },
  { href: "/user/orders", key: "orders", icon: CartIcon },
  { href: "/user/quotes", key: "quotes", icon: DocumentIcon },
  { href: "/user/invoices", key: "invoices", icon: BuildingIcon },
  { href: "/user/machines", key: "machines", icon: ToolIcon },
  { href: "/user/warranties", key: "warranties", icon: ShieldIcon },
  { href: "/user/documentation/technical-documents", key: "technicalDocuments", icon: DocumentIcon },
  { href: "/user/documentation/priced-documents", key: "pricedDocuments", icon: CardIcon },
  { href: "/user/manage-users", key: "manageUsers", icon: UsersIcon },
];

/** Side navigation of the customer area; "manage users" only for the administrators of a professional company. */
export function AccountNav({ manageUsers }: { manageUsers: boolean }) {
  const t = useTranslations("account.nav");
  const pathname = usePathname();
  const navRef = useRef<HTMLElement>(null);

  // On phones the list scrolls sideways: bring the current page into view.
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav && current && nav.scrollWidth > nav.clientWidth)
      nav.scrollLeft = current.offsetLeft - nav.clientWidth / 2 + current.offsetWidth / 2;
  }, []);

  return (
    <nav ref={navRef} aria-label={t("label")} className={styles.nav}>
      <ul className={styles.list}>
        {entries
          .filter((entry) => manageUsers || entry.key !== "manageUsers")
          .map(({ href, key, icon: Icon }) => {
            const current = pathname === href;
            return (
              <li key={key}>
                <Link
                  // The links of the area are all static routes.
                  href={href as "/user/account"}
                  className={styles.link}
                  aria-current={current ? "page" : undefined}
                >
                  <Icon size={18} />
                  {t(key)}
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
