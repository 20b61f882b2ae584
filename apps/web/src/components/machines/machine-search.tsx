import { machineLimits } from "@portal/domain/machines/schemas";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { SearchIcon } from "../icons/icons";
import { Button } from "../ui/button";
import { TextField } from "../ui/form-field";
import styles from "./machines.module.css";

/** The list's search, an ordinary GET form: it works before the page's scripts have loaded. */
export function MachineSearch({ listPath, search }: { listPath: string; search: string }) {
  const t = useTranslations("machines.list");
  return (
    <form action={listPath} method="get" className={styles.search}>
      <TextField
        id="machines-search"
        name="q"
        type="search"
        label={t("searchLabel")}
        defaultValue={search}
        maxLength={machineLimits.searchLength}
        className={styles.searchField}
      />
      <div className={styles.searchActions}>
        <Button type="submit" variant="primary">
          <SearchIcon size={18} />
          {t("searchSubmit")}
        </Button>
        {search ? <NextLink href={listPath}>{t("searchClear")}</NextLink> : null}
      </div>
    </form>
  );
}
