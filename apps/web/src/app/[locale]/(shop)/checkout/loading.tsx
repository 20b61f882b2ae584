import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/ui/page-header";
import { Panel } from "@/components/ui/panel";
import { LoadingState } from "@/components/ui/states";
import styles from "./checkout-page.module.css";

export default async function CheckoutLoading() {
  const t = await getTranslations("checkout");
  return (
    <div className={styles.page}>
      <div className="container">
        <PageHeader title={t("title")} description={t("intro")} />
        <Panel>
          <LoadingState label={t("loading")} lines={6} />
        </Panel>
      </div>
    </div>
  );
}
