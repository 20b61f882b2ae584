import type { Locale } from "@portal/domain/i18n/locales";
import NextLink from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { pathFor } from "@/i18n/paths";
import { getSession } from "@/lib/api/session";
import { getSiteConfiguration } from "@/lib/content/site-configuration";
import { HomeIcon, LockIcon, SearchIcon, UserIcon } from "../icons/icons";
import { buttonClass } from "../ui/button";
import { DocumentTitle } from "./document-title";
import { StatusView } from "./status-view";

const errorViews = {
  notFound: { code: "404", Icon: SearchIcon },
  accessDenied: { code: "403", Icon: LockIcon },
} as const;

/** An error page body: what happened, and the way home, then to the login page or, once logged in, to the customer area. */
async function ErrorView({ kind }: { kind: keyof typeof errorViews }) {
  const [t, locale, session] = await Promise.all([getTranslations(`errorPages.${kind}`), getLocale(), getSession()]);
  const { code, Icon } = errorViews[kind];
  return (
    <>
      {kind === "notFound" ? <DocumentTitle title={await pageTitle(t("title"), locale)} /> : null}
      <StatusView
        code={code}
        icon={<Icon size={28} />}
        title={t("title")}
        text={<p>{t("text")}</p>}
        actions={
          <>
            <NextLink href={pathFor("/", locale)} className={buttonClass({ variant: "brand" })}>
              <HomeIcon size={18} />
              {t("home")}
            </NextLink>
            {session.status === "customer" ? (
              <NextLink href={pathFor("/user/dashboard", locale)} className={buttonClass({ variant: "secondary" })}>
                <UserIcon size={18} />
                {t("account")}
              </NextLink>
            ) : (
              <NextLink href={pathFor("/user/login", locale)} className={buttonClass({ variant: "secondary" })}>
                <UserIcon size={18} />
                {t("login")}
              </NextLink>
            )}
          </>
        }
      />
    </>
  );
}

/** A title as the layout's template writes it: "Page introuvable | Orvane Machines". */
async function pageTitle(title: string, locale: Locale): Promise<string> {
  const [site, metadata] = await Promise.all([getSiteConfiguration(locale), getTranslations({ locale, namespace: "metadata" })]);
  return `${title} | ${site?.siteName ?? metadata("siteName")}`;
}

export const NotFoundView = () => <ErrorView kind="notFound" />;
export const AccessDeniedView = () => <ErrorView kind="accessDenied" />;
