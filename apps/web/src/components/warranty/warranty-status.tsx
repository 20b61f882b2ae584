import type { WarrantyStatus as Status } from "@portal/domain/warranty/status";
import { useTranslations } from "next-intl";
import { warrantyTones } from "@/lib/warranty/labels";
import { StatusBadge } from "../ui/status-badge";

export function WarrantyStatus({ status }: { status: Status }) {
  const t = useTranslations("warranty.status");
  return <StatusBadge tone={warrantyTones[status]}>{t(status)}</StatusBadge>;
}
