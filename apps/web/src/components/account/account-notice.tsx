import { Link } from "@/i18n/navigation";
import { LockIcon } from "../icons/icons";
import { buttonClass } from "../ui/button";
import styles from "./account-notice.module.css";

type AccountNoticeProps = { id: string; title: string; text: string; back: string };

/** Why a page of the customer area has nothing for this customer, with the way back to the account. */
export function AccountNotice({ id, title, text, back }: AccountNoticeProps) {
  return (
    <section className={styles.notice} aria-labelledby={id}>
      <span className={styles.icon} aria-hidden="true">
        <LockIcon size={24} />
      </span>
      <div className={styles.body}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        <p>{text}</p>
        <Link href="/user/account" className={buttonClass({ variant: "secondary", size: "small" })}>
          {back}
        </Link>
      </div>
    </section>
  );
}
