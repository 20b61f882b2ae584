"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { useFieldMessage } from "@/components/ui/use-field-message";
import { usePathname, useRouter } from "@/i18n/navigation";
import { filterParams, type OrderFilterForm, type OrderFilters, orderFilterFormSchema } from "@/lib/orders/query";
import { Button } from "../ui/button";
import { DateField, SelectField, TextField } from "../ui/form-field";
import styles from "./orders.module.css";

/** The orders list's filters: machines or spare parts, web or off-web, a number or reference, a date range. */
export function OrderFiltersForm({ filters }: { filters: OrderFilters }) {
  const t = useTranslations("orders.filters");
  const message = useFieldMessage();
  const router = useRouter();
  const pathname = usePathname();
  const { register, handleSubmit, reset, formState } = useForm<OrderFilterForm>({
    resolver: zodResolver(orderFilterFormSchema),
    defaultValues: {
      type: (filters.type ?? "") as OrderFilterForm["type"],
      origin: (filters.origin ?? "") as OrderFilterForm["origin"],
      search: filters.search ?? "",
      from: filters.from ?? "",
      to: filters.to ?? "",
    },
  });
  const go = (values: Partial<OrderFilterForm>) => {
    const query = filterParams(values).toString();
    router.push(`${pathname}${query ? `?${query}` : ""}` as "/user/orders");
  };
  const errors = formState.errors;
  return (
    <form className={styles.filters} onSubmit={handleSubmit(go)} aria-label={t("legend")} noValidate>
      <SelectField
        id="orders-type"
        label={t("type")}
        options={[
          { value: "", label: t("all") },
          { value: "machine", label: t("machine") },
          { value: "part", label: t("part") },
        ]}
        {...register("type")}
      />
      <SelectField
        id="orders-origin"
        label={t("origin")}
        options={[
          { value: "", label: t("all") },
          { value: "web", label: t("web") },
          { value: "off_web", label: t("offWeb") },
        ]}
        {...register("origin")}
      />
      <TextField id="orders-search" label={t("search")} type="search" error={message(errors.search?.message)} {...register("search")} />
      <DateField id="orders-from" label={t("from")} error={message(errors.from?.message)} {...register("from")} />
      <DateField id="orders-to" label={t("to")} error={message(errors.to?.message)} {...register("to")} />
      <div className={styles.filterActions}>
        <Button type="submit" variant="primary">
          {t("apply")}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            reset({ type: "", origin: "", search: "", from: "", to: "" });
            go({});
          }}
        >
          {t("reset")}
        </Button>
      </div>
    </form>
  );
}
