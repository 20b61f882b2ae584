"use client";

import type { CompanyMember, PermissionChange } from "@portal/domain/companies/members";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { gridRows, memberName, type RightColumn, type RightGroup } from "@/lib/company-users/rights-grid";
import { useApiErrorMessage } from "../auth/use-api-error";
import { Alert } from "../ui/alert";
import styles from "./manage-users.module.css";
import { useRightChange } from "./manage-users-queries";

const TITLE_ID = "rights-title";

/**
 * One checkbox per member and right. A click saves at once and shows the new state before the API
 * answers; a refusal unticks it again and says why. On narrow screens each member becomes a card.
 */
export function RightsGrid({
  members,
  groups,
  columns,
}: {
  members: readonly CompanyMember[];
  groups: readonly RightGroup[];
  columns: readonly RightColumn[];
}) {
  const t = useTranslations("manageUsers.rights");
  const apiError = useApiErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const rows = gridRows(members, columns);

  const describe = (change: PermissionChange) => {
    const member = members.find((candidate) => candidate.customerId === change.group);
    return {
      right: columns.find((column) => column.right === change.resourceName)?.label ?? change.resourceName,
      name: member ? memberName(member) : "",
    };
  };

  const changeRight = useRightChange({
    onSaved: (change) => setAnnouncement(t(change.authorized ? "granted" : "revoked", describe(change))),
    onFailure: (change, code) => {
      setAnnouncement("");
      setFailure(t("failed", { ...describe(change), reason: apiError(code) }));
    },
  });

  const editableCount = rows.filter((row) => !row.isAdmin).length;

  return (
    <section className={styles.panel} aria-labelledby={TITLE_ID}>
      <div className={styles.panelHeader}>
        <h2 id={TITLE_ID} className={styles.panelTitle}>
          {t("title")}
        </h2>
        <p className={styles.panelText}>{t("intro")}</p>
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {editableCount === 0 ? <p className={styles.note}>{t("onlyAdmins")}</p> : null}
      <div className={styles.responsive}>
        <table className={`${styles.table} ${styles.rightsTable}`} aria-labelledby={TITLE_ID}>
          <colgroup />
          {groups.map((group) => (
            <colgroup key={group.code} span={group.rights.length} />
          ))}
          <thead>
            <tr>
              <td rowSpan={2} />
              {groups.map((group) => (
                <th key={group.code} scope="colgroup" colSpan={group.rights.length} className={styles.groupHeader}>
                  {group.label}
                </th>
              ))}
            </tr>
            <tr>
              {columns.map((column) => (
                <th key={column.right} scope="col" className={styles.rightHeader}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.customerId} data-admin={row.isAdmin || undefined}>
                <th scope="row" className={styles.memberCell}>
                  <span className={styles.memberName}>
                    {row.name}
                    {row.isAdmin ? <span className={styles.adminBadge}>{t("admin")}</span> : null}
                  </span>
                  <span className={styles.memberEmail}>{row.isAdmin ? t("adminNote") : row.email}</span>
                </th>
                {row.cells.map((cell) => {
                  const label = t("checkboxLabel", { right: cell.label, name: row.name });
                  return (
                    <td key={cell.right} className={styles.checkCell}>
                      <label className={styles.check}>
                        <input
                          type="checkbox"
                          checked={cell.checked}
                          disabled={!cell.editable}
                          aria-label={row.isAdmin ? t("adminCheckboxLabel", { right: cell.label, name: row.name }) : label}
                          onChange={(event) => {
                            setFailure(null);
                            changeRight.mutate({ resourceName: cell.right, group: row.customerId, authorized: event.target.checked });
                          }}
                        />
                        <span className={styles.checkLabel} aria-hidden="true">
                          {cell.label}
                        </span>
                      </label>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
