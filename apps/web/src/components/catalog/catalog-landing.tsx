import type { MenuItem } from "@portal/domain/content/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import NextLink from "next/link";
import { getTranslations } from "next-intl/server";
import { localizeContentHref } from "@/i18n/paths";
import { toImage } from "@/lib/content/view-models";
import { ChevronRightIcon } from "../icons/icons";
import { PlainImage } from "../ui/plain-image";
import styles from "./catalog-page.module.css";
import listing from "./product-listing.module.css";

export type CategoryTile = { code: string; name: string; href: string; productCount: number };

/** The sub-categories of a category, each with its number of products. */
export async function SubcategoryTiles({ id, title, categories }: { id: string; title: string; categories: CategoryTile[] }) {
  const t = await getTranslations("category");
  return (
    <section className={styles.subcategories} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.tiles}>
        {categories.map((category) => (
          <li key={category.code}>
            <NextLink href={category.href} className={styles.tile}>
              <span className={styles.tileName}>{category.name}</span>
              <span className={styles.tileCount}>{t("productCount", { count: category.productCount })}</span>
              <ChevronRightIcon size={20} className={styles.tileArrow} />
            </NextLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Expert advice of the site configuration for a category: pictures and titles leading to content pages. */
export async function CategoryTips({ tips, locale }: { tips: MenuItem["tips"]; locale: Locale }) {
  const t = await getTranslations("category");
  return (
    <section className={styles.tips} aria-labelledby="category-tips">
      <h2 id="category-tips" className={styles.tipsTitle}>
        {t("tips")}
      </h2>
      <ul className={styles.tipList}>
        {tips.map((tip) => {
          const image = toImage(tip.thumbnail, { width: 320, height: 200 });
          const body = (
            <>
              {image ? <PlainImage src={image.src} alt="" width={image.width} height={image.height} loading="lazy" /> : null}
              <span>{tip.title}</span>
            </>
          );
          return (
            <li key={tip.title}>
              {tip.url ? (
                <NextLink href={localizeContentHref(tip.url, locale)} className={styles.tip}>
                  {body}
                </NextLink>
              ) : (
                <div className={styles.tip}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A list without any product even before filtering. */
export async function NoProducts() {
  const t = await getTranslations("listing.empty");
  return (
    <div className={listing.empty}>
      <p className={listing.emptyTitle}>{t("noneTitle")}</p>
      <p>{t("noneText")}</p>
    </div>
  );
}
