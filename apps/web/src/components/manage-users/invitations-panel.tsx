"use client";

import type { PendingInvitation } from "@portal/domain/companies/members";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { capacityName, type RightColumn, rightLabels } from "@/lib/company-users/rights-grid";
import { useApiErrorMessage } from "../auth/use-api-error";
import { MailIcon } from "../icons/icons";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import styles from "./manage-users.module.css";
import { ApiCallError, type Capacity, useRevokeInvitation } from "./manage-users-queries";

type Notice = { tone: "success" | "error"; message: string };

const TITLE_ID = "invitations-title";
const revokeId = (id: number) => `invitation-${id}-revoke`;
const cancelId = (id: number) => `invitation-${id}-cancel`;

/** The company's time zone: the date reads the same on the server's page and in the browser. */
const TIME_ZONE = "Europe/Paris";

/** Invitations sent and not yet accepted, with their rights and expiry, each with a way to withdraw it. */
export function InvitationsPanel({
  invitations,
  columns,
  capacities,
}: {
  invitations: readonly PendingInvitation[];
  columns: readonly RightColumn[];
  capacities: readonly Capacity[] | undefined;
}) {
  const t = useTranslations("manageUsers.invitations");
  const apiError = useApiErrorMessage();
  const revoke = useRevokeInvitation();
  const [notice, setNotice] = useState<Notice | null>(null);

  // Held here, not in the card: the card is gone once its invitation is withdrawn.
  function revokeInvitation(invitation: PendingInvitation, onFailed: () => void) {
    setNotice(null);
    revoke.mutate(invitation.id, {
      onSuccess: () => {
        setNotice({ tone: "success", message: t("revoked", { email: invitation.email }) });
        // The list's heading keeps the reader's place.
        requestAnimationFrame(() => document.getElementById(TITLE_ID)?.focus());
      },
      onError: (error) => {
        setNotice({ tone: "error", message: apiError(error instanceof ApiCallError ? error.code : "server.error") });
        onFailed();
      },
    });
  }

  return (
    <section className={styles.panel} aria-labelledby={TITLE_ID}>
      <div className={styles.panelHeader}>
        <h2 id={TITLE_ID} tabIndex={-1} className={styles.panelTitle}>
          {t("title")} <span className={styles.count}>{t("count", { count: invitations.length })}</span>
        </h2>
        <p className={styles.panelText}>{t("intro")}</p>
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.message}</Alert> : null}
      {invitations.length === 0 ? (
        <p className={styles.empty}>{t("empty")}</p>
      ) : (
        <ul className={styles.invitations}>
          {invitations.map((invitation) => (
            <InvitationCard
              key={invitation.id}
              invitation={invitation}
              rights={rightLabels(invitation.rights, columns)}
              capacity={capacityName(invitation.capacity, capacities)}
              busy={revoke.isPending && revoke.variables === invitation.id}
              onRevoke={(onFailed) => revokeInvitation(invitation, onFailed)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function InvitationCard({
  invitation,
  rights,
  capacity,
  busy,
  onRevoke,
}: {
  invitation: PendingInvitation;
  rights: string[];
  capacity: string | null;
  busy: boolean;
  onRevoke: (onFailed: () => void) => void;
}) {
  const t = useTranslations("manageUsers.invitations");
  const locale = useLocale();
  const [confirming, setConfirming] = useState(false);
  const expiry = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: TIME_ZONE }).format(
    new Date(invitation.expiresAt),
  );

  useEffect(() => {
    if (confirming) document.getElementById(cancelId(invitation.id))?.focus();
  }, [confirming, invitation.id]);

  function cancel() {
    setConfirming(false);
    requestAnimationFrame(() => document.getElementById(revokeId(invitation.id))?.focus());
  }

  return (
    <li className={styles.invitation} aria-busy={busy || undefined}>
      <div className={styles.invitationHeader}>
        <span className={styles.invitationIcon} aria-hidden="true">
          <MailIcon size={18} />
        </span>
        <p className={styles.invitationEmail}>{invitation.email}</p>
      </div>
      <dl className={styles.invitationDetails}>
        <div>
          <dt>{t("capacity")}</dt>
          <dd>{capacity ?? t("noCapacity")}</dd>
        </div>
        <div>
          <dt>{t("rights")}</dt>
          <dd>
            {rights.length === 0 ? (
              t("noRights")
            ) : (
              <ul className={styles.chips}>
                {rights.map((right) => (
                  <li key={right} className={styles.chip}>
                    {right}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt>{t("expires")}</dt>
          <dd>
            <time dateTime={invitation.expiresAt}>{expiry}</time>
          </dd>
        </div>
      </dl>
      {confirming ? (
        <fieldset
          className={styles.confirm}
          onKeyDown={(event) => {
            if (event.key === "Escape" && !busy) cancel();
          }}
        >
          <legend className={styles.confirmText}>{t("confirmRevoke", { email: invitation.email })}</legend>
          <div className={styles.confirmActions}>
            <Button variant="brand" size="small" className={styles.danger} disabled={busy} onClick={() => onRevoke(cancel)}>
              {busy ? t("revoking") : t("confirmYes")}
            </Button>
            <Button id={cancelId(invitation.id)} variant="ghost" size="small" disabled={busy} onClick={cancel}>
              {t("cancel")}
            </Button>
          </div>
        </fieldset>
      ) : (
        <div className={styles.invitationActions}>
          <Button
            id={revokeId(invitation.id)}
            variant="ghost"
            size="small"
            className={styles.deactivate}
            onClick={() => setConfirming(true)}
            aria-label={t("revokeLabel", { email: invitation.email })}
          >
            {t("revoke")}
          </Button>
        </div>
      )}
    </li>
  );
}
