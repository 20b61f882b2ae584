"use client";

import type { ErrorCode } from "@portal/domain/errors/codes";
import type { Locale } from "@portal/domain/i18n/locales";
import { newsletterConfirmResultSchema, newsletterUnsubscribeResultSchema } from "@portal/domain/newsletter/schemas";
import { type AbstractIntlMessages, NextIntlClientProvider, useTranslations } from "next-intl";
import { useState } from "react";
import { apiRequest } from "@/lib/api/client";
import { useApiErrorMessage } from "../auth/use-api-error";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Modal } from "../ui/modal";
import type { NewsletterLink } from "./newsletter-link-dialog-loader";

type State = { step: "ask" } | { step: "working" } | { step: "done" } | { step: "failed"; code: ErrorCode };

/**
 * The page the confirmation and unsubscribe links of the newsletter e-mails open: the home page
 * with this dialog. Opening the link does nothing by itself (mail scanners open links); the
 * button does the action, once.
 */
function NewsletterLinkDialog({ link }: { link: NewsletterLink }) {
  const t = useTranslations("newsletter");
  const common = useTranslations("common");
  const apiError = useApiErrorMessage();
  const [open, setOpen] = useState(true);
  const [state, setState] = useState<State>({ step: "ask" });
  const words = link.action === "confirm" ? "confirm" : "unsubscribe";

  async function act(current: NewsletterLink) {
    setState({ step: "working" });
    const result =
      current.action === "confirm"
        ? await apiRequest("/api/v2/shop/newsletter-subscriptions/confirm", {
            method: "POST",
            body: { token: current.token },
            schema: newsletterConfirmResultSchema,
          })
        : await apiRequest("/api/v2/shop/newsletter-subscriptions/unsubscribe", {
            method: "POST",
            body: { token: current.token },
            schema: newsletterUnsubscribeResultSchema,
          });
    setState(result.ok ? { step: "done" } : { step: "failed", code: result.code });
  }

  const busy = state.step === "working";
  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      busy={busy}
      title={t(`${words}.title`)}
      description={state.step === "ask" || busy ? t(`${words}.description`) : undefined}
      actions={
        state.step === "ask" || busy ? (
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              {common("close")}
            </Button>
            <Button variant="brand" onClick={() => act(link)} disabled={busy} aria-busy={busy}>
              {busy ? t("working") : t(`${words}.action`)}
            </Button>
          </>
        ) : (
          <Button onClick={() => setOpen(false)}>{common("close")}</Button>
        )
      }
    >
      {state.step === "done" ? <Alert tone="success">{t(`${words}.done`)}</Alert> : null}
      {state.step === "failed" ? (
        <Alert tone="error" title={t("actionFailed")}>
          {apiError(state.code)}
        </Alert>
      ) : null}
    </Modal>
  );
}

/** The dialog with its words: loaded, with its message provider, only when an e-mail's link opened the page. */
export default function NewsletterLinkDialogIsland({
  link,
  locale,
  messages,
}: {
  link: NewsletterLink;
  locale: Locale;
  messages: AbstractIntlMessages;
}) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <NewsletterLinkDialog link={link} />
    </NextIntlClientProvider>
  );
}
