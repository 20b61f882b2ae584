import { SmartLink } from "../content/smart-link";
import { ArrowRightIcon } from "../icons/icons";
import { buttonClass } from "../ui/button";
import { PlainImage } from "../ui/plain-image";
import styles from "./hero.module.css";
import type { BlockProps } from "./types";

export function HeroBlock({ block, locale, isPageHeading = false }: BlockProps<"blocks.hero">) {
  const Heading = isPageHeading ? "h1" : "h2";
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <Heading className={styles.title}>{block.title}</Heading>
          <p className={styles.subtitle}>{block.subtitle}</p>
          <div className={styles.actions}>
            <SmartLink href={block.primaryCta.url} locale={locale} className={buttonClass({ variant: "primary", size: "large" })}>
              {block.primaryCta.label}
              <ArrowRightIcon size={20} />
            </SmartLink>
            {block.secondaryCta ? (
              <SmartLink href={block.secondaryCta.url} locale={locale} className={buttonClass({ variant: "inverse", size: "large" })}>
                {block.secondaryCta.label}
              </SmartLink>
            ) : null}
          </div>
        </div>
        {block.image ? (
          <div className={styles.media}>
            <PlainImage
              src={block.image.url}
              alt={block.image.alternativeText ?? ""}
              width={block.image.width ?? 960}
              height={block.image.height ?? 640}
              preload
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
