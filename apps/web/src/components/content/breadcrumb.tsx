import NextLink from "next/link";
import { getTranslations } from "next-intl/server";
import { ChevronRightIcon } from "../icons/icons";
import styles from "./breadcrumb.module.css";

export type Crumb = { label: string; href?: string };

export async function Breadcrumb({ items }: { items: Crumb[] }) {
  const t = await getTranslations("common");
  return (
    <nav aria-label={t("breadcrumb")} className={styles.breadcrumb}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.href ?? item.label} className={styles.item}>
              {item.href && !last ? (
                <NextLink href={item.href}>{item.label}</NextLink>
              ) : (
                <span aria-current={last ? "page" : undefined}>{item.label}</span>
              )}
              {last ? null : <ChevronRightIcon size={14} className={styles.separator} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
