import { warrantyStatuses } from "@portal/domain/warranty/status";
import { useTranslations } from "next-intl";
import type { WarrantyListState } from "@/lib/warranty/list";
import { Button } from "../ui/button";
import { SelectField, TextField } from "../ui/form-field";
import styles from "./warranty.module.css";

/** Search and status: a plain form the address bar keeps, so a filtered list can be shared and reloaded. */
export function WarrantyFilters({ state, action }: { state: WarrantyListState; action: string }) {
  const t = useTranslations("warranty.list.filters");
  const statuses = useTranslations("warranty.status");
  return (
    <form className={styles.filters} action={action} method="get" aria-label={t("label")}>
      <TextField
        id="warranties-q"
        name="q"
        type="search"
        label={t("search")}
        hint={t("searchHint")}
        defaultValue={state.q ?? ""}
        maxLength={80}
      />
      <SelectField
        id="warranties-status"
        name="status"
        label={t("status")}
        defaultValue={state.status ?? ""}
        options={[{ value: "", label: t("all") }, ...warrantyStatuses.map((status) => ({ value: status, label: statuses(status) }))]}
      />
      <div className={styles.filterActions}>
        <Button type="submit">{t("apply")}</Button>
      </div>
    </form>
  );
}
