import type { Locale } from "@portal/domain/i18n/locales";
import { getTranslations } from "next-intl/server";
import { pathFor } from "@/i18n/paths";
import { getWhereUsed } from "@/lib/parts/server";
import { partsHref } from "@/lib/parts/view";
import { Panel } from "../ui/panel";
import styles from "./parts.module.css";

/** "Where used" of a spare part: each machine and assembly that shows it, linked to the position. */
export async function WhereUsed({ variantCode, locale }: { variantCode: string; locale: Locale }) {
  const [t, result] = await Promise.all([getTranslations("parts.whereUsed"), getWhereUsed(locale, variantCode)]);
  if (!result.ok || result.data.items.length === 0) return null;
  const path = pathFor("/partsmart", locale);
  return (
    <Panel title={t("title")} description={t("intro")}>
      <ul className={styles.usedIn}>
        {result.data.items.map((hit) => (
          <li key={`${hit.model.code}-${hit.assembly.code}-${hit.number}`}>
            <a href={partsHref(path, { model: hit.model.code, assembly: hit.assembly.code, position: hit.number })}>
              {t("link", { model: hit.model.name, assembly: hit.assembly.name, number: hit.number })}
            </a>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
