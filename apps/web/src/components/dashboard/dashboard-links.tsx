import type { SiteConfiguration } from "@portal/domain/content/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import { useTranslations } from "next-intl";
import { SmartLink } from "../content/smart-link";
import { ChevronRightIcon } from "../icons/icons";
import { Panel } from "../ui/panel";
import { PlainImage } from "../ui/plain-image";
import styles from "./dashboard.module.css";

type DashboardContent = SiteConfiguration["dashboard"];

/** Shortcuts chosen in the site configuration. */
export function DashboardLinks({ links, locale }: { links: DashboardContent["links"]; locale: Locale }) {
  const t = useTranslations("dashboard");
  if (links.length === 0) return null;
  return (
    <Panel title={t("links")}>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={`${link.url}-${link.label}`}>
            <SmartLink href={link.url} locale={locale} className={styles.link}>
              <span>{link.label}</span>
              <ChevronRightIcon size={16} />
            </SmartLink>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** The news of the site configuration, each with its picture and a link to read more. */
export function DashboardNews({ news, locale }: { news: DashboardContent["news"]; locale: Locale }) {
  const t = useTranslations("dashboard");
  if (news.length === 0) return null;
  return (
    <Panel title={t("news")}>
      <ul className={styles.news}>
        {news.map((item) => (
          <li key={item.title} className={styles.newsItem}>
            {item.image ? (
              <PlainImage
                src={item.image.url}
                alt=""
                width={item.image.width ?? 320}
                height={item.image.height ?? 200}
                className={styles.newsImage}
              />
            ) : null}
            <div className={styles.newsText}>
              <h3 className={styles.newsTitle}>{item.title}</h3>
              <p>{item.text}</p>
              {item.moreLink ? (
                <SmartLink href={item.moreLink.url} locale={locale} className={styles.more}>
                  {item.moreLink.label}
                  <span className="visually-hidden">{`: ${item.title}`}</span>
                </SmartLink>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
