import type { Locale } from "@portal/domain/i18n/locales";
import NextLink from "next/link";
import { getTranslations } from "next-intl/server";
import { pathFor } from "@/i18n/paths";
import type { MachineClaim } from "@/lib/machines/server";
import { formatDay } from "@/lib/machines/view";
import { ShieldIcon } from "../icons/icons";
import { Panel } from "../ui/panel";
import { EmptyState } from "../ui/states";
import styles from "./machines.module.css";

/** The warranty claims filed for the machine; a plain notice when they cannot be read. */
export async function MachineClaims({ claims, locale, claimHref }: { claims: MachineClaim[] | null; locale: Locale; claimHref: string }) {
  const t = await getTranslations("machines.detail.claims");
  const detail = await getTranslations("machines.detail");
  const action = (
    <NextLink href={claimHref} className={styles.nowrap}>
      {detail("fileClaim")}
    </NextLink>
  );
  if (claims === null) {
    return (
      <Panel title={t("title")} actions={action}>
        <p className={styles.note}>{t("unavailable")}</p>
      </Panel>
    );
  }
  if (claims.length === 0) {
    return (
      <Panel title={t("title")}>
        <EmptyState compact icon={<ShieldIcon size={24} />} title={t("empty")} action={action} />
      </Panel>
    );
  }
  return (
    <Panel title={t("title")} actions={action}>
      <table className={styles.claims}>
        <caption className="visually-hidden">{t("caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("number")}</th>
            <th scope="col">{t("date")}</th>
            <th scope="col">{t("status")}</th>
          </tr>
        </thead>
        <tbody>
          {claims.map((claim) => {
            const date = claim.requestDate ?? claim.createdAt;
            return (
              <tr key={claim.number}>
                <td>
                  {claim.token ? (
                    <NextLink href={pathFor("/user/warranties/[warrantyToken]", locale, { warrantyToken: claim.token })}>
                      {claim.number}
                    </NextLink>
                  ) : (
                    claim.number
                  )}
                </td>
                <td>{date ? formatDay(date, locale) : "—"}</td>
                <td>
                  {t.has(`statuses.${claim.status}` as "statuses.new") ? t(`statuses.${claim.status}` as "statuses.new") : claim.status}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Panel>
  );
}
