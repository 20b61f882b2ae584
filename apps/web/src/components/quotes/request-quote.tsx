"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import type { Order } from "@portal/domain/orders/schemas";
import type { QuoteRequestResult } from "@portal/domain/quotes/schemas";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { ApiResult } from "@/lib/api/problem";
import { fieldErrorMap } from "@/lib/forms/field-messages";
import { quotesApi } from "@/lib/quotes/api";
import { type RequestQuoteFormInput, type RequestQuoteFormValues, requestQuoteFormSchema } from "@/lib/quotes/form";
import { useAddressBook } from "../addresses/address-queries";
import { useApiErrorMessage } from "../auth/use-api-error";
import { DocumentIcon } from "../icons/icons";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { SelectField, TextField } from "../ui/form-field";
import { Modal } from "../ui/modal";
import { useFieldMessage } from "../ui/use-field-message";
import styles from "./quotes.module.css";

type RequestQuoteProps = {
  order: Order;
  /** Runs a cart call in the cart's queue; the answer's `cart` replaces the one shown. */
  change: <T>(call: (token: string) => Promise<ApiResult<T>>, orderOf: (data: T) => Order) => Promise<ApiResult<T>>;
  /** In place of the checkout (a price-on-request item), or beside it. */
  prominent: boolean;
  /** Told how each request ended, per cart token: the quote's number, or null when it failed. */
  onResult: (cartToken: string, number: string | null) => void;
};

/** "Request a quote": the cart's lines saved as a quote, delivered to one of the company's addresses. */
export function RequestQuote({ order, change, prominent, onResult }: RequestQuoteProps) {
  const t = useTranslations("quotes.request");
  const apiError = useApiErrorMessage();
  const fieldMessage = useFieldMessage();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const book = useAddressBook();
  const addresses = book.data?.shippingAddresses ?? [];

  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RequestQuoteFormInput, unknown, RequestQuoteFormValues>({
    resolver: zodResolver(requestQuoteFormSchema, { error: fieldErrorMap }),
    defaultValues: { name: "", serialNumber: "", shippingAddress: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    let cartToken = order.tokenValue;
    const result = await change<QuoteRequestResult>(
      (token) => {
        cartToken = token;
        return quotesApi.request(token, {
          name: values.name ?? "",
          serialNumber: values.serialNumber ?? "",
          shippingAddress: values.shippingAddress,
        });
      },
      (data) => data.cart,
    );
    if (!result.ok) {
      onResult(cartToken, null);
      setFailure(apiError(result.code));
      return;
    }
    onResult(cartToken, result.data.quote.number);
    setOpen(false);
    // The cart's notice, a live region, says it with the quote's number and link.
    reset();
  });

  return (
    <div className={styles.request}>
      {order.items.length > 0 ? (
        <Button variant={prominent ? "primary" : "secondary"} size={prominent ? "large" : "medium"} block onClick={() => setOpen(true)}>
          <DocumentIcon size={20} />
          {t("open")}
        </Button>
      ) : null}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        busy={isSubmitting}
        title={t("title")}
        description={t("description")}
        actions={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={isSubmitting}>
              {t("cancel")}
            </Button>
            <Button variant="primary" type="submit" form={`${id}-form`} disabled={isSubmitting}>
              {isSubmitting ? t("submitting") : t("submit")}
            </Button>
          </>
        }
      >
        <form id={`${id}-form`} className={styles.form} onSubmit={onSubmit} noValidate>
          {failure ? (
            <Alert tone="error" title={t("failed")}>
              <p>{failure}</p>
            </Alert>
          ) : null}
          <TextField
            id={`${id}-name`}
            label={t("name")}
            optionalLabel={t("optional")}
            hint={t("nameHint")}
            autoComplete="off"
            error={fieldMessage(errors.name?.message)}
            {...register("name")}
          />
          <TextField
            id={`${id}-serial`}
            label={t("serialNumber")}
            optionalLabel={t("optional")}
            autoComplete="off"
            error={fieldMessage(errors.serialNumber?.message)}
            {...register("serialNumber")}
          />
          <SelectField
            id={`${id}-address`}
            label={t("shippingAddress")}
            placeholder={book.isLoading ? t("addressesLoading") : t("choose")}
            options={addresses.map((address) => ({
              value: String(address.id),
              label: [address.alias, address.street, `${address.postcode} ${address.city}`].filter(Boolean).join(" — "),
            }))}
            error={fieldMessage(errors.shippingAddress?.message)}
            {...register("shippingAddress")}
          />
        </form>
      </Modal>
    </div>
  );
}
