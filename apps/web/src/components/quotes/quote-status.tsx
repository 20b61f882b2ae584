"use client";

import type { QuoteDisplayStatus } from "@portal/domain/quotes/status";
import { useTranslations } from "next-intl";
import { quoteStatusTone } from "@/lib/quotes/view";
import { StatusBadge } from "../ui/status-badge";

export function QuoteStatus({ status }: { status: QuoteDisplayStatus }) {
  const t = useTranslations("quotes.status");
  return <StatusBadge tone={quoteStatusTone[status]}>{t(status)}</StatusBadge>;
}
