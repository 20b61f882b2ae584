import NextLink from "next/link";
import type { NavItem } from "@/lib/content/view-models";
import { ArrowRightIcon, ChevronRightIcon } from "../icons/icons";
import { PlainImage } from "../ui/plain-image";
import styles from "./main-nav.module.css";

type MegaPanelProps = { item: NavItem; tipsTitle: string; seeAll: string };

/** The panel of a menu entry on wide screens: rendered by the server, shown and hidden by the menu bar. */
export function MegaPanel({ item, tipsTitle, seeAll }: MegaPanelProps) {
  return (
    <div id={`mega-${item.id}`} className={styles.panel}>
      <div className={`container ${styles.panelInner}`}>
        <div className={styles.columns}>
          {item.columns.map((column) =>
            column.links.length === 0 ? (
              <NextLink key={column.href + column.label} href={column.href} className={styles.categoryLink}>
                {column.label}
                <ChevronRightIcon size={18} className={styles.categoryArrow} />
              </NextLink>
            ) : (
              <div key={column.href + column.label} className={styles.column}>
                <NextLink href={column.href} className={styles.columnTitle}>
                  {column.label}
                </NextLink>
                <ul className={styles.columnLinks}>
                  {column.links.map((link) => (
                    <li key={link.href + link.label}>
                      <NextLink href={link.href}>{link.label}</NextLink>
                    </li>
                  ))}
                </ul>
              </div>
            ),
          )}
        </div>
        {item.tips.length > 0 ? (
          <div className={styles.tips}>
            <p className={styles.tipsTitle}>{tipsTitle}</p>
            <ul className={styles.tipList}>
              {item.tips.map((tip) => {
                const body = (
                  <>
                    {tip.image ? (
                      <PlainImage src={tip.image.src} alt="" width={tip.image.width} height={tip.image.height} loading="lazy" />
                    ) : null}
                    <span>{tip.title}</span>
                  </>
                );
                return (
                  <li key={tip.title}>
                    {tip.href ? (
                      <NextLink href={tip.href} className={styles.tip}>
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
          <NextLink href={item.href} className={styles.seeAll}>
            {seeAll}
            <ArrowRightIcon size={18} />
          </NextLink>
        </div>
      </div>
    </div>
  );
}
