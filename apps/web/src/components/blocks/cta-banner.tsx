import { SmartLink } from "../content/smart-link";
import { ArrowRightIcon } from "../icons/icons";
import { buttonClass } from "../ui/button";
import styles from "./cta-banner.module.css";
import type { BlockProps } from "./types";

export function CtaBannerBlock({ block, locale }: BlockProps<"blocks.cta-banner">) {
  return (
    <section className={styles.section}>
      <div className="container">
        <div className={styles.banner}>
          <div className={styles.copy}>
            <h2 className={styles.title}>{block.title}</h2>
            <p className={styles.text}>{block.text}</p>
          </div>
          <SmartLink href={block.cta.url} locale={locale} className={buttonClass({ variant: "primary", size: "large" })}>
            {block.cta.label}
            <ArrowRightIcon size={20} />
          </SmartLink>
        </div>
      </div>
    </section>
  );
}
