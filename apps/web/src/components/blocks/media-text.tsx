import { SmartLink } from "../content/smart-link";
import { ArrowRightIcon } from "../icons/icons";
import { buttonClass } from "../ui/button";
import { PlainImage } from "../ui/plain-image";
import styles from "./media-text.module.css";
import section from "./section.module.css";
import type { BlockProps } from "./types";

export function MediaTextBlock({ block, locale }: BlockProps<"blocks.media-text">) {
  return (
    <section className={section.section}>
      <div className={`container ${styles.grid} ${block.imagePosition === "right" ? styles.imageRight : ""}`}>
        <div className={styles.media}>
          {block.image ? (
            <PlainImage
              src={block.image.url}
              alt={block.image.alternativeText ?? ""}
              width={block.image.width ?? 720}
              height={block.image.height ?? 480}
              loading="lazy"
            />
          ) : null}
        </div>
        <div className={styles.copy}>
          <h2 className={section.title}>{block.title}</h2>
          <p className={styles.text}>{block.text}</p>
          {block.cta ? (
            <SmartLink href={block.cta.url} locale={locale} className={buttonClass({ variant: "brand" })}>
              {block.cta.label}
              <ArrowRightIcon size={18} />
            </SmartLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
