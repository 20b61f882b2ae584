import { defaultLocale, isLocale } from "@portal/domain/i18n/locales";
import { getRequestConfig } from "next-intl/server";

export default getRequestConfig(async ({ requestLocale, locale: explicitLocale }) => {
  // An explicit locale (getTranslations({ locale })) wins over the one of the request.
  const requested = explicitLocale ?? (await requestLocale);
  const locale = requested && isLocale(requested) ? requested : defaultLocale;
  const messages = (await import(`../../messages/${locale}.json`)).default;
  return { locale, messages, timeZone: "Europe/Paris" };
});
