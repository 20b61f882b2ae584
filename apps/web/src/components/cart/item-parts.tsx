"use client";

import type { OrderItem } from "@portal/domain/orders/schemas";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { ToolIcon } from "../icons/core-icons";
import { PlainImage } from "../ui/plain-image";
import styles from "./cart-items.module.css";

export function productHref(template: string, slug: string | null): string | null {
  return slug ? template.replace("[slug]", encodeURIComponent(slug)) : null;
}

/** The picture of a line; the name beside it says what it shows. */
export function ItemImage({ src }: { src: string | null }) {
  return (
    <span className={styles.media}>
      {src ? <PlainImage src={src} alt="" width={72} height={72} /> : <ToolIcon size={28} className={styles.placeholder} />}
    </span>
  );
}

/** Brand, name (a link to the product), version and reference of a line. */
export function ItemIdentity({ item, productTemplate }: { item: OrderItem; productTemplate: string }) {
  const t = useTranslations("cart.items");
  const href = productHref(productTemplate, item.productSlug);
  const name = item.variantName || item.productName;
  return (
    <span className={styles.identity}>
      <span className={styles.brand}>{item.brand}</span>
      {href ? (
        <NextLink href={href} className={styles.name}>
          {name}
        </NextLink>
      ) : (
        <span className={styles.name}>{name}</span>
      )}
      <span className={styles.reference}>{t("reference", { reference: item.reference })}</span>
    </span>
  );
}
