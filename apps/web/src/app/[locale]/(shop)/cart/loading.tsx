import { getTranslations } from "next-intl/server";
import { CartSkeleton } from "@/components/cart/cart-skeleton";
import styles from "./cart-page.module.css";

export default async function CartLoading() {
  const t = await getTranslations("cart");
  return (
    <div className={styles.page}>
      <div className="container">
        <div className={styles.heading}>
          <h1 className={styles.title}>{t("title")}</h1>
        </div>
        <CartSkeleton label={t("loading")} />
      </div>
    </div>
  );
}
