import type { SiteConfiguration } from "@portal/domain/content/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import { getTranslations } from "next-intl/server";
import { CookieSettingsButton } from "../consent/cookie-settings-button";
import { SmartLink } from "../content/smart-link";
import { reinsuranceIcon, socialIcon, socialNetworkName } from "../icons/content-icons";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "../icons/icons";
import { NewsletterBoxLoader } from "../newsletter/newsletter-box-loader";
import { newsletterClientMessages } from "../newsletter/newsletter-client-messages";
import { buttonClass } from "../ui/button";
import { PlainImage } from "../ui/plain-image";
import styles from "./site-footer.module.css";

/** The manufacturer's commitments, a region of its own so that no content sits outside a landmark. */
export function ReinsuranceBand({ items, title }: { items: SiteConfiguration["reinsurance"]; title: string }) {
  if (items.length === 0) return null;
  return (
    <section className={styles.reinsurance} aria-labelledby="reinsurance-title">
      <div className="container">
        <h2 id="reinsurance-title" className="visually-hidden">
          {title}
        </h2>
        <ul className={styles.reinsuranceList}>
          {items.map((item) => {
            const Icon = reinsuranceIcon[item.icon];
            return (
              <li key={item.title} className={styles.reinsuranceItem}>
                <span className={styles.reinsuranceIcon}>
                  <Icon size={28} />
                </span>
                <span>
                  <strong className={styles.reinsuranceTitle}>{item.title}</strong>
                  <span className={styles.reinsuranceText}>{item.text}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export async function SiteFooter({ locale, site }: { locale: Locale; site: SiteConfiguration | null }) {
  const [t, consent, newsletter, { locale: messagesLocale, clientMessages }] = await Promise.all([
    getTranslations("footer"),
    getTranslations("consent"),
    getTranslations("newsletter"),
    newsletterClientMessages(),
  ]);
  const newsletterLabels = {
    title: newsletter("title"),
    intro: newsletter("intro"),
    email: newsletter("email"),
    submit: newsletter("submit"),
    consent: newsletter("consent"),
  };
  const year = new Date().getFullYear();

  return (
    <>
      {site ? <ReinsuranceBand items={site.reinsurance} title={t("reinsurance")} /> : null}
      <footer className={styles.footer}>
        <div className={`container ${styles.newsletter}`}>
          <NewsletterBoxLoader id="footer-newsletter" locale={messagesLocale} messages={clientMessages} labels={newsletterLabels} />
        </div>
        {site ? (
          <div className={`container ${styles.grid}`}>
            <section className={styles.about} aria-labelledby="footer-about">
              <h2 id="footer-about" className={styles.heading}>
                {site.siteName}
              </h2>
              <p className={styles.aboutText}>{site.footer.about}</p>
              {site.socialLinks.length > 0 ? (
                <ul className={styles.social}>
                  {site.socialLinks.map((link) => {
                    const Icon = socialIcon[link.network];
                    return (
                      <li key={link.network}>
                        <a
                          href={link.url}
                          className={styles.socialLink}
                          rel="noopener"
                          aria-label={t("social", { network: socialNetworkName[link.network] })}
                        >
                          <Icon size={20} />
                        </a>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </section>

            {site.links.length > 0 ? (
              <nav className={styles.column} aria-labelledby="footer-links">
                <h2 id="footer-links" className={styles.heading}>
                  {t("links")}
                </h2>
                <ul className={styles.linkList}>
                  {site.links.map((link) => (
                    <li key={link.url + link.label}>
                      <SmartLink href={link.url} locale={locale}>
                        {link.label}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}

            <section className={styles.column} aria-labelledby="footer-contact">
              <h2 id="footer-contact" className={styles.heading}>
                {t("contact")}
              </h2>
              <address className={styles.contact}>
                <a href={`tel:${site.contact.phone.replace(/[^+\d]/g, "")}`} className={styles.contactLine}>
                  <PhoneIcon size={18} />
                  {site.contact.phone}
                </a>
                <a href={`mailto:${site.contact.email}`} className={styles.contactLine}>
                  <MailIcon size={18} />
                  {site.contact.email}
                </a>
                <span className={styles.contactLine}>
                  <ClockIcon size={18} />
                  {site.contact.hours}
                </span>
                <span className={styles.contactLine}>
                  <MapPinIcon size={18} />
                  {site.contact.address}
                </span>
              </address>
            </section>

            <section className={styles.column} aria-labelledby="footer-dealers">
              <h2 id="footer-dealers" className={styles.heading}>
                {t("dealers")}
              </h2>
              <p className={styles.aboutText}>{t("dealersText")}</p>
              <a href={site.storeLocatorUrl} className={buttonClass({ variant: "primary", className: styles.locator })}>
                <MapPinIcon size={18} />
                {t("storeLocator")}
              </a>
            </section>
          </div>
        ) : null}

        {site && site.brandLinks.length > 0 ? (
          <div className={styles.brands}>
            <div className="container">
              <h2 className={styles.brandsHeading}>{t("brands")}</h2>
              <ul className={styles.brandList}>
                {site.brandLinks.map((brand) => (
                  <li key={brand.name}>
                    <SmartLink href={brand.url} locale={locale} className={styles.brand}>
                      {brand.logo ? (
                        <PlainImage
                          src={brand.logo.url}
                          alt={brand.name}
                          width={brand.logo.width ?? 140}
                          height={brand.logo.height ?? 48}
                          loading="lazy"
                        />
                      ) : (
                        brand.name
                      )}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        ) : null}

        <div className={styles.bottom}>
          <div className={`container ${styles.bottomInner}`}>
            <p>{site?.footer.copyright ?? t("copyrightFallback", { year })}</p>
            <ul className={styles.legal}>
              {site?.secondaryLinks.map((link) => (
                <li key={link.url + link.label}>
                  <SmartLink href={link.url} locale={locale}>
                    {link.label}
                  </SmartLink>
                </li>
              ))}
              <li>
                <CookieSettingsButton label={consent("settingsLink")} className={styles.textButton} />
              </li>
            </ul>
          </div>
        </div>
      </footer>
    </>
  );
}
