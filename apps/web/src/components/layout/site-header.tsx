import type { SiteConfiguration } from "@portal/domain/content/schemas";
import { type Locale, locales } from "@portal/domain/i18n/locales";
import { searchLimits } from "@portal/domain/search/schemas";
import NextLink from "next/link";
import { getMessages, getTranslations } from "next-intl/server";
import { pathFor } from "@/i18n/paths";
import type { Session } from "@/lib/api/session";
import { countLabels } from "@/lib/cart/count-label";
import { cartOwner } from "@/lib/cart/view";
import { hasNavPanel } from "@/lib/content/nav-panel";
import { toNavigation } from "@/lib/content/view-models";
import { CartCountLoader } from "../cart/cart-count-loader";
import { CartIcon, MapPinIcon, PhoneIcon, SearchIcon, ToolIcon, UserIcon } from "../icons/icons";
import { PlainImage } from "../ui/plain-image";
import { AccountMenuLoader } from "./account-menu-loader";
import { LanguageSwitcher } from "./language-switcher";
import { MainNav } from "./main-nav";
import { MegaPanel } from "./mega-panel";
import { DrawerToggle, NavDrawerProvider } from "./nav-drawer";
import { searchFieldIds } from "./search-field";
import { SearchSuggestionsLoader } from "./search-suggestions-loader";
import styles from "./site-header.module.css";

type SiteHeaderProps = {
  locale: Locale;
  site: SiteConfiguration | null;
  session: Session;
};

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

export async function SiteHeader({ locale, site, session }: SiteHeaderProps) {
  const [t, languages, account, messages] = await Promise.all([
    getTranslations("header"),
    getTranslations("languageSwitcher"),
    getTranslations("accountMenu"),
    getMessages(),
  ]);
  const navigation = site ? toNavigation(site.menu, locale) : [];
  const customer = session.status === "visitor" ? null : session.customer;
  const enabledCompanies = customer?.companies.filter((company) => company.status === "enabled" && company.enabled) ?? [];
  // Counted in the browser, so the badge follows every change made on the page without a reload.
  const cartOwnerKey = session.status === "customer" ? cartOwner(session.customer.id, session.customer.company?.id) : null;
  const cartCountLabels = countLabels((count) => t("cartQuantity", { count }), locale);
  const drawerLinks = [
    customer
      ? { label: t("myAccount"), href: pathFor("/user/account", locale) }
      : { label: t("login"), href: pathFor("/user/login", locale) },
    ...(customer ? [{ label: t("partsCatalogue"), href: pathFor("/partsmart", locale) }] : []),
    ...(site?.storeLocatorUrl ? [{ label: t("storeLocator"), href: site.storeLocatorUrl }] : []),
  ];
  // The interactive parts get their words ready-made: no message formatter in the page's scripts.
  const navLabels = {
    catalogue: t("catalogue"),
    menu: t("menu"),
    closeMenu: t("closeMenu"),
    seeAll: Object.fromEntries(navigation.map((item) => [item.id, t("seeAll", { name: item.label })])),
  };
  const megaPanels = Object.fromEntries(
    navigation
      .filter(hasNavPanel)
      .map((item) => [item.id, <MegaPanel key={item.id} item={item} tipsTitle={t("tips")} seeAll={navLabels.seeAll[item.id] ?? ""} />]),
  );
  const languageLabels = {
    label: languages("label", { language: languages(`names.${locale}`) }),
    names: Object.fromEntries(locales.map((target) => [target, languages(`names.${target}`)])) as Record<Locale, string>,
  };
  const suggestionMessages = { header: { suggestions: messages.header.suggestions }, catalog: { reference: messages.catalog.reference } };

  return (
    <NavDrawerProvider>
      <header className={styles.header}>
        <div className={styles.utility}>
          <div className={`container ${styles.utilityInner}`}>
            {site?.contact.phone ? (
              <a href={telHref(site.contact.phone)} className={styles.utilityLink}>
                <PhoneIcon size={16} />
                <span className={styles.hideSmall}>{t("customerService")}</span>
                <span>{site.contact.phone}</span>
              </a>
            ) : (
              <span />
            )}
            <div className={styles.utilityEnd}>
              {customer ? (
                <NextLink href={pathFor("/partsmart", locale)} className={`${styles.utilityLink} ${styles.hideSmall}`}>
                  <ToolIcon size={16} />
                  {t("partsCatalogue")}
                </NextLink>
              ) : null}
              {site?.storeLocatorUrl ? (
                <a href={site.storeLocatorUrl} className={`${styles.utilityLink} ${styles.hideSmall}`}>
                  <MapPinIcon size={16} />
                  {t("storeLocator")}
                </a>
              ) : null}
              <LanguageSwitcher locale={locale} labels={languageLabels} />
            </div>
          </div>
        </div>

        <div className={styles.main}>
          <div className={`container ${styles.mainInner}`}>
            {navigation.length > 0 ? <DrawerToggle label={t("openMenu")} /> : null}
            <NextLink href={pathFor("/", locale)} className={styles.logo}>
              {site ? (
                <PlainImage
                  src={site.headerLogo.url}
                  alt={t("home", { site: site.siteName })}
                  width={site.headerLogo.width ?? 180}
                  height={site.headerLogo.height ?? 48}
                />
              ) : (
                <span className={styles.logoText}>{t("homeFallback")}</span>
              )}
            </NextLink>

            <search className={styles.search}>
              <form id={searchFieldIds.form} action={pathFor("/search", locale)} method="get" className={styles.searchForm}>
                <label htmlFor={searchFieldIds.input} className="visually-hidden">
                  {t("searchLabel")}
                </label>
                {/* A combobox once its suggestions load; until then (or without JavaScript) a plain field. */}
                <input
                  id={searchFieldIds.input}
                  name="q"
                  type="search"
                  role="combobox"
                  aria-autocomplete="list"
                  aria-expanded="false"
                  aria-controls={searchFieldIds.listbox}
                  className={styles.searchInput}
                  placeholder={t("searchPlaceholder")}
                  autoComplete="off"
                  enterKeyHint="search"
                  maxLength={searchLimits.queryMaxLength}
                />
              </form>
              <button type="submit" form={searchFieldIds.form} className={styles.searchButton}>
                <SearchIcon size={20} />
                <span className="visually-hidden">{t("searchSubmit")}</span>
              </button>
              <SearchSuggestionsLoader locale={locale} messages={suggestionMessages} />
            </search>

            <div className={styles.actions}>
              {customer ? (
                <AccountMenuLoader
                  locale={locale}
                  name={`${customer.firstname} ${customer.lastname}`}
                  companyName={customer.company?.corporateName ?? null}
                  canSwitchCompany={enabledCompanies.length > 1}
                  labels={{
                    label: account("label"),
                    myAccount: account("myAccount"),
                    switchCompany: account("switchCompany"),
                    logout: account("logout"),
                    loggingOut: account("loggingOut"),
                  }}
                  links={{ account: pathFor("/user/account", locale), switchCompany: `${pathFor("/user/login", locale)}?step=company` }}
                />
              ) : (
                <NextLink href={pathFor("/user/login", locale)} className={styles.action}>
                  <UserIcon size={22} />
                  <span className={styles.actionText}>
                    <span className={styles.actionLabel}>{t("login")}</span>
                    <span className={styles.actionHint}>{t("loginHint")}</span>
                  </span>
                </NextLink>
              )}
              <NextLink href={pathFor("/cart", locale)} className={styles.action}>
                <span className={styles.cartIcon}>
                  <CartIcon size={22} />
                  {cartOwnerKey ? (
                    <CartCountLoader owner={cartOwnerKey} locale={locale} kind="badge" labels={cartCountLabels} className={styles.badge} />
                  ) : null}
                </span>
                <span className={styles.actionText}>
                  <span className={styles.actionLabel}>{t("cart")}</span>
                </span>
                {cartOwnerKey ? <CartCountLoader owner={cartOwnerKey} locale={locale} kind="label" labels={cartCountLabels} /> : null}
              </NextLink>
            </div>
          </div>
        </div>

        <MainNav items={navigation} drawerLinks={drawerLinks} labels={navLabels} panels={megaPanels} />
      </header>
    </NavDrawerProvider>
  );
}
