"use client";

import type { CompanyMember } from "@portal/domain/companies/members";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { capacityName, type MemberStatus, memberName, memberStatus } from "@/lib/company-users/rights-grid";
import { useApiErrorMessage } from "../auth/use-api-error";
import { LockIcon } from "../icons/icons";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { StatusBadge, type StatusTone } from "../ui/status-badge";
import styles from "./manage-users.module.css";
import { ApiCallError, type Capacity, useMemberState } from "./manage-users-queries";

/** A member's access as a tone of the kit's badge; "disabled" shows a lock rather than the neutral clock. */
const statusTones: Record<MemberStatus, StatusTone> = { active: "success", disabled: "neutral", unverified: "warning" };

type Notice = { tone: "success" | "error"; message: string };

const TITLE_ID = "members-title";
const toggleId = (customerId: number) => `member-${customerId}-toggle`;
const cancelId = (customerId: number) => `member-${customerId}-cancel`;

/** The company's members with their role and access, and the buttons that activate or deactivate them. */
export function MembersPanel({
  members,
  capacities,
  currentCustomerId,
}: {
  members: readonly CompanyMember[];
  capacities: readonly Capacity[] | undefined;
  currentCustomerId: number;
}) {
  const t = useTranslations("manageUsers.members");
  const apiError = useApiErrorMessage();
  const changeState = useMemberState();
  const [notice, setNotice] = useState<Notice | null>(null);

  // Held here, not in the row, so the answer is told even if the row leaves a refreshed list.
  function setEnabled(member: CompanyMember, enabled: boolean, done: () => void) {
    setNotice(null);
    const name = memberName(member);
    changeState.mutate(
      { customerEmail: member.email, enabled },
      {
        onSuccess: () => setNotice({ tone: "success", message: t(enabled ? "activated" : "deactivated", { name }) }),
        onError: (error) => setNotice({ tone: "error", message: apiError(error instanceof ApiCallError ? error.code : "server.error") }),
        onSettled: done,
      },
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={TITLE_ID}>
      <div className={styles.panelHeader}>
        <h2 id={TITLE_ID} className={styles.panelTitle}>
          {t("title")} <span className={styles.count}>{t("count", { count: members.length })}</span>
        </h2>
        <p className={styles.panelText}>{t("intro")}</p>
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.message}</Alert> : null}
      {members.length === 0 ? (
        <p className={styles.empty}>{t("empty")}</p>
      ) : (
        <div className={styles.responsive}>
          <table className={`${styles.table} ${styles.membersTable}`}>
            <thead>
              <tr>
                <th scope="col">{t("member")}</th>
                <th scope="col">{t("capacity")}</th>
                <th scope="col">{t("status")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <MemberRow
                  key={member.customerId}
                  member={member}
                  capacity={capacityName(member.capacity, capacities)}
                  isSelf={member.customerId === currentCustomerId}
                  busy={changeState.isPending && changeState.variables?.customerEmail === member.email}
                  onChange={(enabled, done) => setEnabled(member, enabled, done)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function MemberRow({
  member,
  capacity,
  isSelf,
  busy,
  onChange,
}: {
  member: CompanyMember;
  capacity: string | null;
  isSelf: boolean;
  busy: boolean;
  onChange: (enabled: boolean, done: () => void) => void;
}) {
  const t = useTranslations("manageUsers.members");
  const [confirming, setConfirming] = useState(false);
  const name = memberName(member);
  const status = memberStatus(member);

  useEffect(() => {
    // The safe answer gets the focus: Enter right after "deactivate" must not deactivate.
    if (confirming) document.getElementById(cancelId(member.customerId))?.focus();
  }, [confirming, member.customerId]);

  function backToToggle() {
    setConfirming(false);
    requestAnimationFrame(() => document.getElementById(toggleId(member.customerId))?.focus());
  }

  function submit(enabled: boolean) {
    onChange(enabled, backToToggle);
  }

  return (
    <tr aria-busy={busy || undefined}>
      <th scope="row" className={styles.memberCell}>
        <span className={styles.memberName}>
          {name}
          {isSelf ? <span className={styles.you}> ({t("you")})</span> : null}
          {member.isAdmin ? <span className={styles.adminBadge}>{t("admin")}</span> : null}
        </span>
        <span className={styles.memberEmail}>{member.email}</span>
      </th>
      <td data-label={t("capacity")}>{capacity ?? <span className={styles.none}>{t("noCapacity")}</span>}</td>
      <td data-label={t("status")}>
        <StatusBadge tone={statusTones[status]} icon={status === "disabled" ? <LockIcon size={14} strokeWidth={2.2} /> : undefined}>
          {t(`statuses.${status}`)}
        </StatusBadge>
      </td>
      <td className={styles.actionsCell}>
        {confirming ? (
          <fieldset
            className={styles.confirm}
            onKeyDown={(event) => {
              if (event.key === "Escape" && !busy) backToToggle();
            }}
          >
            <legend className={styles.confirmText}>{t("confirmDeactivate", { name })}</legend>
            <div className={styles.confirmActions}>
              <Button variant="brand" size="small" className={styles.danger} disabled={busy} onClick={() => submit(false)}>
                {busy ? t("saving") : t("confirmYes")}
              </Button>
              <Button id={cancelId(member.customerId)} variant="ghost" size="small" disabled={busy} onClick={backToToggle}>
                {t("cancel")}
              </Button>
            </div>
          </fieldset>
        ) : member.enabled ? (
          <Button
            id={toggleId(member.customerId)}
            variant="ghost"
            size="small"
            className={styles.deactivate}
            disabled={busy}
            onClick={() => setConfirming(true)}
            aria-label={t("deactivateLabel", { name })}
          >
            {t("deactivate")}
          </Button>
        ) : (
          <Button
            id={toggleId(member.customerId)}
            variant="secondary"
            size="small"
            disabled={busy}
            onClick={() => submit(true)}
            aria-label={t("activateLabel", { name })}
          >
            {busy ? t("saving") : t("activate")}
          </Button>
        )}
      </td>
    </tr>
  );
}
