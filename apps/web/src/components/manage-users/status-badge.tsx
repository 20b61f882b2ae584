import type { MemberStatus } from "@/lib/company-users/rights-grid";
import { AlertIcon, CheckCircleIcon, LockIcon } from "../icons/icons";
import styles from "./manage-users.module.css";

const icons = { active: CheckCircleIcon, disabled: LockIcon, unverified: AlertIcon } as const;

/** A member's access as a coloured label with an icon, so it does not rely on colour alone. */
export function StatusBadge({ status, label }: { status: MemberStatus; label: string }) {
  const Icon = icons[status];
  return (
    <span className={styles.status} data-status={status}>
      <Icon size={14} />
      {label}
    </span>
  );
}
