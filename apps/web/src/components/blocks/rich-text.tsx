import styles from "./rich-text.module.css";
import section from "./section.module.css";
import type { BlockProps } from "./types";

export function RichTextBlock({ block }: BlockProps<"blocks.rich-text">) {
  return (
    <section className={styles.section}>
      <div className={`container ${styles.wrapper}`}>
        {block.title ? <h2 className={section.title}>{block.title}</h2> : null}
        <div className={styles.prose}>
          {block.paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no id and never move.
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}
