import type { Locale } from "@portal/domain/i18n/locales";
import NextLink from "next/link";
import type { ReactNode } from "react";
import { isExternalHref, localizeContentHref } from "@/i18n/paths";

type SmartLinkProps = {
  href: string;
  locale: Locale;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
};

/** A link from the content service: internal paths get the locale and client navigation, others stay plain. */
export function SmartLink({ href, locale, className, children, ...rest }: SmartLinkProps) {
  const target = localizeContentHref(href, locale);
  if (isExternalHref(target) || !target.startsWith("/")) {
    return (
      <a href={target} className={className} rel={isExternalHref(target) ? "noopener" : undefined} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <NextLink href={target} className={className} {...rest}>
      {children}
    </NextLink>
  );
}
