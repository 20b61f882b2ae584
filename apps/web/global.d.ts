/// <reference types="next" />
/// <reference types="next/image-types/global" />
import type { Locale } from "@portal/domain/i18n/locales";
import type messages from "./messages/fr.json";

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
