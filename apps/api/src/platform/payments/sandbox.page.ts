import { CSRF_FIELD } from "@portal/domain/accounts/session-cookies";
import type { Locale } from "@portal/domain/i18n/locales";
import { escapeHtml, formatMoney } from "../mail/templates/layout";
import { resultUrl, SANDBOX_PAGE_PATH, type SandboxSession } from "./sandbox";

type Words = {
  title: string;
  heading: string;
  notice: string;
  order: string;
  amount: string;
  choose: string;
  pay: (amount: string) => string;
  fail: string;
  cancel: string;
  results: Record<"succeeded" | "failed" | "cancelled", string>;
  back: string;
};

const words: Record<Locale, Words> = {
  fr: {
    title: "Paiement sécurisé",
    heading: "Paiement de votre commande",
    notice: "Environnement de test : aucun paiement réel n'est effectué.",
    order: "Commande",
    amount: "Montant",
    choose: "Choisissez l'issue du paiement",
    pay: (amount) => `Payer ${amount}`,
    fail: "Simuler un échec",
    cancel: "Annuler",
    results: { succeeded: "Ce paiement a été effectué.", failed: "Ce paiement a échoué.", cancelled: "Ce paiement a été annulé." },
    back: "Retour à la boutique",
  },
  en: {
    title: "Secure payment",
    heading: "Payment of your order",
    notice: "Test environment: no real payment is made.",
    order: "Order",
    amount: "Amount",
    choose: "Choose the outcome of the payment",
    pay: (amount) => `Pay ${amount}`,
    fail: "Simulate a failure",
    cancel: "Cancel",
    results: { succeeded: "This payment has been made.", failed: "This payment failed.", cancelled: "This payment was cancelled." },
    back: "Back to the shop",
  },
  de: {
    title: "Sichere Zahlung",
    heading: "Bezahlung Ihrer Bestellung",
    notice: "Testumgebung: Es wird keine echte Zahlung ausgeführt.",
    order: "Bestellung",
    amount: "Betrag",
    choose: "Wählen Sie das Ergebnis der Zahlung",
    pay: (amount) => `${amount} bezahlen`,
    fail: "Fehlschlag simulieren",
    cancel: "Abbrechen",
    results: {
      succeeded: "Diese Zahlung wurde ausgeführt.",
      failed: "Diese Zahlung ist fehlgeschlagen.",
      cancelled: "Diese Zahlung wurde abgebrochen.",
    },
    back: "Zurück zum Shop",
  },
  nl: {
    title: "Veilige betaling",
    heading: "Betaling van uw bestelling",
    notice: "Testomgeving: er wordt geen echte betaling uitgevoerd.",
    order: "Bestelling",
    amount: "Bedrag",
    choose: "Kies de uitkomst van de betaling",
    pay: (amount) => `${amount} betalen`,
    fail: "Mislukking simuleren",
    cancel: "Annuleren",
    results: { succeeded: "Deze betaling is uitgevoerd.", failed: "Deze betaling is mislukt.", cancelled: "Deze betaling is geannuleerd." },
    back: "Terug naar de winkel",
  },
};

// Colours chosen for a contrast of at least 4.5:1 on their backgrounds (WCAG AA).
const css = `
*{box-sizing:border-box}
body{margin:0;background:#f3f5f2;color:#1f2a1e;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
header{background:#2f6a2c;color:#fff;padding:16px 24px;font-weight:700;font-size:1.15rem;letter-spacing:.02em}
main{max-width:32rem;margin:32px auto;padding:24px;background:#fff;border:1px solid #dfe5dd;border-radius:8px}
h1{font-size:1.4rem;margin:0 0 8px}
.notice{margin:0 0 24px;padding:8px 12px;background:#fff6d6;border:1px solid #e5cf7a;border-radius:6px;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:0 0 24px}
dt{color:#4b5649}
dd{margin:0;font-weight:600}
.amount{font-size:1.5rem}
fieldset{border:0;margin:0;padding:0;display:grid;gap:12px}
legend{font-weight:600;margin-bottom:12px;padding:0}
button{font:inherit;font-weight:600;padding:12px 16px;border-radius:6px;cursor:pointer;border:2px solid transparent}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.pay{background:#2f6a2c;color:#fff}
.pay:hover{background:#255622}
.fail{background:#fff;color:#9b1c1c;border-color:#9b1c1c}
.cancel{background:#fff;color:#1f2a1e;border-color:#8a9488}
.result{font-size:1.1rem;font-weight:600}
a{color:#2f6a2c}
`;

/**
 * The hosted payment page: the order and amount with three buttons, or the outcome once the
 * session is finished. The form carries the buyer's CSRF token, as a plain form cannot set a header.
 */
export function renderSandboxPage(session: SandboxSession, csrfToken: string): string {
  const locale = session.locale;
  const w = words[locale];
  const amount = formatMoney(session.amountCents, locale, session.currency);
  const action = `${SANDBOX_PAGE_PATH}/${encodeURIComponent(session.reference)}`;
  const content =
    session.status === "open"
      ? `<form method="post" action="${escapeHtml(action)}">
<fieldset>
<legend>${escapeHtml(w.choose)}</legend>
<input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(csrfToken)}">
<button type="submit" name="action" value="pay" class="pay">${escapeHtml(w.pay(amount))}</button>
<button type="submit" name="action" value="fail" class="fail">${escapeHtml(w.fail)}</button>
<button type="submit" name="action" value="cancel" class="cancel">${escapeHtml(w.cancel)}</button>
</fieldset>
</form>`
      : `<p class="result" role="status">${escapeHtml(w.results[session.status])}</p>
<p><a href="${escapeHtml(resultUrl(session))}">${escapeHtml(w.back)}</a></p>`;

  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${w.title} – ${w.order} ${session.orderNumber} – Orvane Machines`)}</title>
<style>${css}</style>
</head>
<body>
<header>Orvane Machines</header>
<main>
<h1>${escapeHtml(w.heading)}</h1>
<p class="notice">${escapeHtml(w.notice)}</p>
<dl>
<dt>${escapeHtml(w.order)}</dt><dd>${escapeHtml(session.orderNumber)}</dd>
<dt>${escapeHtml(w.amount)}</dt><dd class="amount">${escapeHtml(amount)}</dd>
</dl>
${content}
</main>
</body>
</html>
`;
}
