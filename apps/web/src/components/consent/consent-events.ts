/** Event that asks the consent banner to open again (footer "Cookie settings"). */
export const OPEN_CONSENT_EVENT = "portal:open-consent";

export function openConsentSettings() {
  window.dispatchEvent(new Event(OPEN_CONSENT_EVENT));
}
