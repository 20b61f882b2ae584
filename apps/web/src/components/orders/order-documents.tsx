import { useTranslations } from "next-intl";
import { Panel } from "../ui/panel";
import styles from "./orders.module.css";

/**
 * The order's invoices and credit notes. The invoices area lists them here (by order number);
 * until then the section says where they will appear.
 */
export function OrderDocuments({ orderNumber }: { orderNumber: string }) {
  const t = useTranslations("orders.detail");
  return (
    <Panel title={t("documents")}>
      <p className={styles.muted} data-order-number={orderNumber}>
        {t("documentsEmpty")}
      </p>
    </Panel>
  );
}
