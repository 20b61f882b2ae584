import type { WarrantyFile } from "@portal/domain/warranty/schemas";
import { useLocale, useTranslations } from "next-intl";
import { formatFileSize } from "@/lib/files/size";
import { DocumentIcon } from "../icons/icons";
import styles from "./warranty-detail.module.css";

/** What a claim's files may be (spec: pdf, png, jpeg, jpg), for the file picker. */
export const WARRANTY_ACCEPT = ".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg";

/** A stored file as a download link with its size. */
export function FileLink({ file }: { file: WarrantyFile }) {
  const t = useTranslations("warranty.detail");
  const locale = useLocale();
  return (
    <a href={file.url} download className={styles.fileLink}>
      <DocumentIcon size={16} />
      <span>{t("download", { name: file.name })}</span>
      <span className={styles.muted}>{`(${formatFileSize(file.size, locale)})`}</span>
    </a>
  );
}
