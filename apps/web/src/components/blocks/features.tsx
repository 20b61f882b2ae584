import { reinsuranceIcon } from "../icons/content-icons";
import styles from "./features.module.css";
import section from "./section.module.css";
import type { BlockProps } from "./types";

export function FeaturesBlock({ block }: BlockProps<"blocks.features">) {
  return (
    <section className={`${section.section} ${section.muted}`}>
      <div className="container">
        <div className={section.header}>
          <h2 className={section.title}>{block.title}</h2>
        </div>
        <ul className={styles.grid}>
          {block.items.map((item) => {
            const Icon = reinsuranceIcon[item.icon];
            return (
              <li key={item.title} className={styles.item}>
                <span className={styles.icon}>
                  <Icon size={28} />
                </span>
                <h3 className={styles.title}>{item.title}</h3>
                <p className={styles.text}>{item.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
