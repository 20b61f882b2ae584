import { getFormatter, getTranslations } from "next-intl/server";
import { SmartLink } from "../content/smart-link";
import { ArrowRightIcon } from "../icons/icons";
import { PlainImage } from "../ui/plain-image";
import styles from "./news.module.css";
import section from "./section.module.css";
import type { BlockProps } from "./types";

export async function NewsBlock({ block, locale }: BlockProps<"blocks.news">) {
  const [format, t] = await Promise.all([getFormatter({ locale }), getTranslations({ locale, namespace: "blocks" })]);
  return (
    <section className={section.section}>
      <div className="container">
        <div className={section.header}>
          <h2 className={section.title}>{block.title}</h2>
        </div>
        <ul className={styles.grid}>
          {block.items.map((item, index) => {
            const date = new Date(item.date);
            const titleId = `news-${index}-${item.date}`;
            return (
              <li key={item.title + item.date}>
                <article className={styles.card} aria-labelledby={titleId}>
                  {item.image ? (
                    <PlainImage
                      src={item.image.url}
                      alt=""
                      width={item.image.width ?? 480}
                      height={item.image.height ?? 270}
                      loading="lazy"
                      className={styles.image}
                    />
                  ) : null}
                  <div className={styles.body}>
                    {Number.isNaN(date.getTime()) ? null : (
                      <time dateTime={item.date} className={styles.date}>
                        {format.dateTime(date, { day: "numeric", month: "long", year: "numeric" })}
                      </time>
                    )}
                    <h3 id={titleId} className={styles.title}>
                      {item.title}
                    </h3>
                    <p className={styles.text}>{item.text}</p>
                    {item.url ? (
                      <SmartLink href={item.url} locale={locale} className={styles.more}>
                        {t("readMore")}
                        <span className="visually-hidden">: {item.title}</span>
                        <ArrowRightIcon size={16} />
                      </SmartLink>
                    ) : null}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
