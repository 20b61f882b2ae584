import type { Media, MenuItem } from "@portal/domain/content/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import { categoryPath, localizeContentHref } from "../../i18n/paths";

export type ImageView = { src: string; alt: string; width: number; height: number };

/** Media of the content service as an <img>: missing sizes fall back so the layout never jumps. */
export function toImage(media: Media | null | undefined, fallback = { width: 640, height: 400 }): ImageView | null {
  if (!media) return null;
  return {
    src: media.url,
    alt: media.alternativeText ?? "",
    width: media.width ?? fallback.width,
    height: media.height ?? fallback.height,
  };
}

export type NavLink = { label: string; href: string };
export type NavColumn = NavLink & { links: NavLink[] };
export type NavTip = { title: string; href: string | null; image: ImageView | null };
export type NavItem = NavLink & { id: string; columns: NavColumn[]; tips: NavTip[] };

function categoryLinks(item: MenuItem, locale: Locale): NavLink[] {
  return [
    ...item.children.map((child) => ({ label: child.name, href: categoryPath(locale, child.slug) })),
    ...item.categories.map((category) => ({ label: category.name, href: categoryPath(locale, category.slug) })),
  ];
}

/** The menu tree of the site configuration as links of the current language. */
export function toNavigation(menu: MenuItem[], locale: Locale): NavItem[] {
  return menu.map((item) => {
    // Sub-menus become titled columns; an entry that only lists categories shows each as a column head.
    const columns: NavColumn[] = [
      ...item.children.map((child) => ({ label: child.name, href: categoryPath(locale, child.slug), links: categoryLinks(child, locale) })),
      ...item.categories.map((category) => ({ label: category.name, href: categoryPath(locale, category.slug), links: [] })),
    ];
    return {
      id: item.code,
      label: item.name,
      href: categoryPath(locale, item.slug),
      columns,
      tips: item.tips.map((tip) => ({
        title: tip.title,
        href: tip.url ? localizeContentHref(tip.url, locale) : null,
        image: toImage(tip.thumbnail, { width: 320, height: 200 }),
      })),
    };
  });
}
