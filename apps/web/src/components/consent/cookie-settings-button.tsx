"use client";

import { useTranslations } from "next-intl";
import { openConsentSettings } from "./consent-events";

export function CookieSettingsButton({ className }: { className?: string }) {
  const t = useTranslations("consent");
  return (
    <button type="button" className={className} onClick={openConsentSettings}>
      {t("settingsLink")}
    </button>
  );
}
