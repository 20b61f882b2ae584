"use client";

import type { Locale } from "@portal/domain/i18n/locales";
import { useState } from "react";
import { apiRequest } from "@/lib/api/client";
import { sessionPaths } from "@/lib/api/paths";

/** Keys this portal keeps in web storage; everything else in storage belongs to others. */
export const STORAGE_PREFIX = "portal.";

function clearStorage(storage: Storage) {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(STORAGE_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/**
 * Ends the session, forgets every piece of client state and loads the home page anew: the data
 * cache of the tab goes with the page it lived in.
 */
export function useLogout(locale: Locale) {
  const [pending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    // The cookies are the API's to clear; whatever it answers, this tab forgets the session.
    await apiRequest(sessionPaths.logout, { method: "POST" });
    try {
      clearStorage(window.localStorage);
      clearStorage(window.sessionStorage);
    } catch {
      // Storage can be unavailable (privacy modes): nothing to clear then.
    }
    window.location.assign(`/${locale}`);
  }

  return { logout, pending };
}
