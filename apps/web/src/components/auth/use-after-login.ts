"use client";

import { useRouter } from "next/navigation";
import { useLocale } from "next-intl";
import { pathFor } from "@/i18n/paths";

/** After login: back to where the visitor was sent from, or to the dashboard. */
export function useAfterLogin(returnTo: string | null) {
  const router = useRouter();
  const locale = useLocale();
  return () => {
    router.replace(returnTo ?? pathFor("/user/dashboard", locale));
    // The header and every server-rendered part must now see the session.
    router.refresh();
  };
}
