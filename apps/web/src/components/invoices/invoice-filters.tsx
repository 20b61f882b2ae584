"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type InvoiceFilterForm, invoiceFilterFormSchema } from "@portal/domain/invoices/schemas";
import { invoiceStatuses } from "@portal/domain/invoices/status";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { usePathname, useRouter } from "../../i18n/navigation";
import { fieldErrorMap } from "../../lib/forms/field-messages";
import { invoiceListQuery } from "../../lib/invoices/invoices";
import { Button } from "../ui/button";
import { DateField, SelectField } from "../ui/form-field";
import { useFieldMessage } from "../ui/use-field-message";
import styles from "./invoices.module.css";

/** Status and issue-date filters; applying them goes back to the first page. */
export function InvoiceFilters({ initial }: { initial: InvoiceFilterForm }) {
  const t = useTranslations("invoices.filters");
  const statusLabel = useTranslations("invoices.status");
  const fieldMessage = useFieldMessage();
  const router = useRouter();
  const pathname = usePathname();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InvoiceFilterForm>({
    resolver: zodResolver(invoiceFilterFormSchema, { error: fieldErrorMap }),
    defaultValues: initial,
  });

  const apply = (filters: InvoiceFilterForm) =>
    // The page's pathname is a static route of the area.
    router.push(`${pathname}${invoiceListQuery({ ...filters, cursor: "", trail: [] }, "first")}` as "/user/invoices");

  return (
    <form className={styles.filters} onSubmit={handleSubmit(apply)} noValidate aria-label={t("label")} aria-busy={isSubmitting}>
      <SelectField
        id="invoice-status"
        label={t("status")}
        placeholder={t("anyStatus")}
        options={invoiceStatuses.map((status) => ({ value: status, label: statusLabel(status) }))}
        error={fieldMessage(errors.status?.message)}
        {...register("status")}
      />
      <DateField id="invoice-from" label={t("from")} error={fieldMessage(errors.from?.message)} {...register("from")} />
      <DateField id="invoice-to" label={t("to")} error={fieldMessage(errors.to?.message)} {...register("to")} />
      <div className={styles.filterActions}>
        <Button type="submit" variant="primary">
          {t("apply")}
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            const none = { status: "", from: "", to: "" } as const;
            reset(none);
            apply(none);
          }}
        >
          {t("clear")}
        </Button>
      </div>
    </form>
  );
}
