import { getTranslations } from "next-intl/server";
import { CheckoutSkeleton } from "@/components/checkout/checkout-skeleton";
import styles from "./checkout-page.module.css";

export default async function CheckoutLoading() {
  const t = await getTranslations("checkout");
  return (
    <div className={styles.page}>
      <div className="container">
        <div className={styles.heading}>
          <h1 className={styles.title}>{t("title")}</h1>
        </div>
        <CheckoutSkeleton label={t("loading")} />
      </div>
    </div>
  );
}
