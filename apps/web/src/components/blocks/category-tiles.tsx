import { SmartLink } from "../content/smart-link";
import { ArrowRightIcon } from "../icons/icons";
import { PlainImage } from "../ui/plain-image";
import styles from "./category-tiles.module.css";
import section from "./section.module.css";
import type { BlockProps } from "./types";

export function CategoryTilesBlock({ block, locale }: BlockProps<"blocks.category-tiles">) {
  return (
    <section className={section.section}>
      <div className="container">
        <div className={section.header}>
          <h2 className={section.title}>{block.title}</h2>
        </div>
        <ul className={styles.grid}>
          {block.items.map((item) => (
            <li key={item.url + item.title} className={styles.tile}>
              <div className={styles.media}>
                {item.image ? (
                  <PlainImage
                    src={item.image.url}
                    alt=""
                    width={item.image.width ?? 480}
                    height={item.image.height ?? 300}
                    loading="lazy"
                  />
                ) : null}
              </div>
              <div className={styles.body}>
                <h3 className={styles.title}>
                  <SmartLink href={item.url} locale={locale} className={styles.link}>
                    {item.title}
                  </SmartLink>
                </h3>
                <p className={styles.text}>{item.text}</p>
                <span className={styles.arrow} aria-hidden="true">
                  <ArrowRightIcon size={20} />
                </span>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
