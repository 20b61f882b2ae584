import type { ReactNode } from "react";
import styles from "./product-carousel.module.css";

/** A row of cards that scrolls sideways on narrow screens and wraps into a grid on wide ones. */
export function ProductCarousel({
  items,
  layout = "carousel",
}: {
  items: { key: string; node: ReactNode }[];
  layout?: "carousel" | "grid";
}) {
  return (
    <ul className={layout === "grid" ? styles.grid : styles.track}>
      {items.map((item) => (
        <li key={item.key} className={styles.item}>
          {item.node}
        </li>
      ))}
    </ul>
  );
}
