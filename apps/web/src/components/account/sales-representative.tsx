import type { SalesRepresentative } from "@portal/domain/companies/sales-representatives";
import { HeadsetIcon, MailIcon, PhoneIcon } from "../icons/icons";
import styles from "./sales-representative.module.css";

/** The manufacturer's sales representative for a department: name, e-mail and phone, ready to use. */
export function SalesRepresentativeBlock({
  representative,
  title,
  className,
}: {
  representative: SalesRepresentative;
  title: string;
  className?: string;
}) {
  return (
    <div className={[styles.representative, className].filter(Boolean).join(" ")}>
      <span className={styles.icon} aria-hidden="true">
        <HeadsetIcon size={20} />
      </span>
      <div>
        <p className={styles.title}>{title}</p>
        <p className={styles.name}>
          {representative.firstname} {representative.lastname}
        </p>
        <p className={styles.contacts}>
          <a href={`mailto:${representative.email}`}>
            <MailIcon size={16} />
            {representative.email}
          </a>
          {representative.phone ? (
            <a href={`tel:${representative.phone.replace(/[^+\d]/g, "")}`}>
              <PhoneIcon size={16} />
              {representative.phone}
            </a>
          ) : null}
        </p>
      </div>
    </div>
  );
}
