import type { Locale } from "@portal/domain/i18n/locales";

/**
 * Every page route of the portal (spec section 2), keyed by its English internal path.
 * A localized segment replaces only the segment it stands for; without one, the English segment
 * is used in every locale. `auth: "customer"` routes need a session.
 */
type RouteDefinition = {
  id: string;
  auth: "visitor" | "customer";
  path: string;
  localized: string | Record<Locale, string>;
};

export const routeTable = [
  { id: "home", auth: "visitor", path: "/", localized: "/" },
  { id: "content-page", auth: "visitor", path: "/[slug]", localized: "/[slug]" },
  { id: "cart", auth: "customer", path: "/cart", localized: { fr: "/panier", en: "/cart", de: "/korb", nl: "/mand" } },
  {
    id: "category",
    auth: "visitor",
    path: "/category/[...slug]",
    localized: { fr: "/categorie/[...slug]", en: "/category/[...slug]", de: "/kategorie/[...slug]", nl: "/categorieen/[...slug]" },
  },
  { id: "checkout", auth: "customer", path: "/checkout", localized: "/checkout" },
  { id: "checkout-confirm", auth: "customer", path: "/checkout/confirm", localized: "/checkout/confirm" },
  {
    id: "comparator",
    auth: "visitor",
    path: "/comparator",
    localized: { fr: "/comparateur", en: "/comparator", de: "/vergleichsrechner", nl: "/vergelijker" },
  },
  {
    id: "comparator-pdf",
    auth: "visitor",
    path: "/comparator/pdf",
    localized: { fr: "/comparateur/pdf", en: "/comparator/pdf", de: "/vergleichsrechner/pdf", nl: "/vergelijker/pdf" },
  },
  { id: "contact", auth: "visitor", path: "/contact", localized: "/contact" },
  { id: "error-access-denied", auth: "visitor", path: "/error/access-denied", localized: "/error/access-denied" },
  { id: "error-not-found", auth: "visitor", path: "/error/not-found", localized: "/error/not-found" },
  { id: "partsmart", auth: "customer", path: "/partsmart", localized: "/partsmart" },
  {
    id: "product",
    auth: "visitor",
    path: "/product/[slug]",
    localized: { fr: "/produit/[slug]", en: "/product/[slug]", de: "/produkt/[slug]", nl: "/product/[slug]" },
  },
  { id: "products", auth: "visitor", path: "/products", localized: "/products" },
  {
    id: "products-category",
    auth: "visitor",
    path: "/products/category/[...slug]",
    localized: {
      fr: "/products/categorie/[...slug]",
      en: "/products/category/[...slug]",
      de: "/products/kategorie/[...slug]",
      nl: "/products/categorieen/[...slug]",
    },
  },
  { id: "search", auth: "visitor", path: "/search", localized: { fr: "/recherche", en: "/search", de: "/suche", nl: "/onderzoek" } },
  {
    id: "account",
    auth: "customer",
    path: "/user/account",
    localized: { fr: "/user/mon-compte", en: "/user/account", de: "/user/mein-konto", nl: "/user/mijn-account" },
  },
  {
    id: "account-addresses",
    auth: "customer",
    path: "/user/account/addresses",
    localized: {
      fr: "/user/mon-compte/addresses",
      en: "/user/account/addresses",
      de: "/user/mein-konto/addresses",
      nl: "/user/mijn-account/addresses",
    },
  },
  {
    id: "change-password",
    auth: "visitor",
    path: "/user/change-password/[resetToken]",
    localized: "/user/change-password/[resetToken]",
  },
  { id: "company-add", auth: "customer", path: "/user/company/add", localized: "/user/company/add" },
  { id: "dashboard", auth: "customer", path: "/user/dashboard", localized: "/user/dashboard" },
  {
    id: "priced-documents",
    auth: "customer",
    path: "/user/documentation/priced-documents",
    localized: {
      fr: "/user/documentation/tarifs",
      en: "/user/documentation/priced-documents",
      de: "/user/documentation/priced-documents",
      nl: "/user/documentation/priced-documents",
    },
  },
  {
    id: "technical-documents",
    auth: "customer",
    path: "/user/documentation/technical-documents",
    localized: {
      fr: "/user/documentation/documentations-techniques",
      en: "/user/documentation/technical-documents",
      de: "/user/documentation/technical-documents",
      nl: "/user/documentation/technical-documents",
    },
  },
  { id: "invitation", auth: "visitor", path: "/user/invitation", localized: "/user/invitation" },
  {
    id: "invoices",
    auth: "customer",
    path: "/user/invoices",
    localized: { fr: "/user/factures", en: "/user/invoices", de: "/user/rechnungen", nl: "/user/facturen" },
  },
  {
    id: "login",
    auth: "visitor",
    path: "/user/login",
    localized: { fr: "/user/connexion", en: "/user/login", de: "/user/verbindung", nl: "/user/login" },
  },
  { id: "machines", auth: "customer", path: "/user/machines", localized: "/user/machines" },
  { id: "machine", auth: "customer", path: "/user/machines/[machineToken]", localized: "/user/machines/[machineToken]" },
  { id: "machine-registration", auth: "customer", path: "/user/machines/registration", localized: "/user/machines/registration" },
  {
    id: "simplified-warranty",
    auth: "customer",
    path: "/user/machines/simplified-warranty",
    localized: "/user/machines/simplified-warranty",
  },
  { id: "warranty-claim", auth: "customer", path: "/user/machines/warranty", localized: "/user/machines/warranty" },
  {
    id: "manage-users",
    auth: "customer",
    path: "/user/manage-users",
    localized: { fr: "/user/gestion-des-utilisateurs", en: "/user/manage-users", de: "/user/manage-users", nl: "/user/manage-users" },
  },
  { id: "orders", auth: "customer", path: "/user/orders", localized: "/user/orders" },
  { id: "order", auth: "customer", path: "/user/orders/[orderToken]", localized: "/user/orders/[orderToken]" },
  { id: "forgot-password", auth: "visitor", path: "/user/password", localized: "/user/password" },
  { id: "quotes", auth: "customer", path: "/user/quotes", localized: "/user/quotes" },
  { id: "quote", auth: "customer", path: "/user/quotes/[number]", localized: "/user/quotes/[number]" },
  {
    id: "registration",
    auth: "visitor",
    path: "/user/registration",
    localized: { fr: "/user/inscription", en: "/user/registration", de: "/user/anmeldung", nl: "/user/registration" },
  },
  { id: "verify-email", auth: "visitor", path: "/user/verify-email/[verifyToken]", localized: "/user/verify-email/[verifyToken]" },
  { id: "warranties", auth: "customer", path: "/user/warranties", localized: "/user/warranties" },
  { id: "warranty", auth: "customer", path: "/user/warranties/[warrantyToken]", localized: "/user/warranties/[warrantyToken]" },
] as const satisfies readonly RouteDefinition[];

type RouteTable = typeof routeTable;
export type AppPathname = RouteTable[number]["path"];
export type AppPathnames = { [Route in RouteTable[number] as Route["path"]]: Route["localized"] };

/** The next-intl `pathnames` map, derived from the table so the two cannot drift apart. */
export const pathnames = Object.fromEntries(routeTable.map((route) => [route.path, route.localized])) as AppPathnames;

export const protectedPathnames: readonly AppPathname[] = routeTable
  .filter((route) => route.auth === "customer")
  .map((route) => route.path);

/** The path of `pathname` (an internal template) in `locale`, still with its `[param]` placeholders. */
export function localizedTemplate(pathname: AppPathname, locale: Locale): string {
  const localized: string | Record<Locale, string> = pathnames[pathname];
  return typeof localized === "string" ? localized : localized[locale];
}
