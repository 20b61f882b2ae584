import { SmartLink } from "../content/smart-link";
import { PlainImage } from "../ui/plain-image";
import styles from "./brands.module.css";
import section from "./section.module.css";
import type { BlockProps } from "./types";

export function BrandsBlock({ block, locale }: BlockProps<"blocks.brands">) {
  return (
    <section className={section.section}>
      <div className="container">
        <div className={section.header}>
          <h2 className={section.title}>{block.title}</h2>
        </div>
        <ul className={styles.grid}>
          {block.items.map((brand) => (
            <li key={brand.name}>
              <SmartLink href={brand.url} locale={locale} className={styles.brand}>
                {brand.logo ? (
                  <PlainImage
                    src={brand.logo.url}
                    alt={brand.name}
                    width={brand.logo.width ?? 160}
                    height={brand.logo.height ?? 60}
                    loading="lazy"
                  />
                ) : (
                  <span>{brand.name}</span>
                )}
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
