"use client";

import { type Customer, customerSchema, tokenPairSchema } from "@portal/domain/accounts/schemas";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { apiRequest } from "@/lib/api/client";
import { BuildingIcon } from "../icons/icons";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import styles from "./login.module.css";
import { useAfterLogin } from "./use-after-login";
import { useApiErrorMessage } from "./use-api-error";

type CompanyChoiceProps = {
  customerId: number;
  /** Server-loaded customer, when the page already knows it (switching company). */
  initialCustomer?: Customer;
  returnTo: string | null;
};

export function customerQueryKey(customerId: number) {
  return ["customer", customerId] as const;
}

/** A member of several enabled companies picks the one to work for; the API then issues a token for it. */
export function CompanyChoice({ customerId, initialCustomer, returnTo }: CompanyChoiceProps) {
  const t = useTranslations("login.company");
  const apiError = useApiErrorMessage();
  const afterLogin = useAfterLogin(returnTo);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const legendId = useId();
  const [selected, setSelected] = useState<number | null>(initialCustomer?.company?.id ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const customer = useQuery({
    queryKey: customerQueryKey(customerId),
    queryFn: async () => {
      const result = await apiRequest(`/api/v2/shop/customers/${customerId}`, { schema: customerSchema });
      if (!result.ok) throw new Error(result.code);
      return result.data;
    },
    initialData: initialCustomer,
  });

  useEffect(() => {
    if (!initialCustomer) headingRef.current?.focus();
  }, [initialCustomer]);

  const companies = customer.data?.companies ?? [];
  const selectable = (company: (typeof companies)[number]) => company.status === "enabled" && company.enabled;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (selected === null) {
      setFailure(t("required"));
      return;
    }
    setPending(true);
    setFailure(null);
    const result = await apiRequest(`/api/v2/shop/customers/${customerId}/company`, {
      method: "PATCH",
      body: { company: selected },
      schema: tokenPairSchema,
    });
    if (!result.ok) {
      setPending(false);
      setFailure(apiError(result.code));
      return;
    }
    afterLogin();
  }

  return (
    <div className={styles.choice}>
      <h2 ref={headingRef} tabIndex={-1} className={styles.choiceTitle}>
        {t("title")}
      </h2>
      <p className={styles.lead}>{t("intro")}</p>
      {customer.isPending ? (
        <p role="status" className={styles.loading}>
          {t("loading")}
        </p>
      ) : customer.isError ? (
        <Alert tone="error">
          {t("loadError")}{" "}
          <button type="button" className={styles.inlineButton} onClick={() => customer.refetch()}>
            {t("retry")}
          </button>
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate className={styles.form}>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <fieldset className={styles.companies}>
            <legend id={legendId} className="visually-hidden">
              {t("legend")}
            </legend>
            {companies.length === 0 ? <p>{t("none")}</p> : null}
            {companies.map((company) => {
              const enabled = selectable(company);
              return (
                <label key={company.id} className={styles.company} data-disabled={enabled ? undefined : "true"}>
                  <input
                    type="radio"
                    name="company"
                    value={company.id}
                    checked={selected === company.id}
                    disabled={!enabled}
                    onChange={() => setSelected(company.id)}
                  />
                  <span className={styles.companyIcon} aria-hidden="true">
                    <BuildingIcon size={22} />
                  </span>
                  <span className={styles.companyBody}>
                    <span className={styles.companyName}>{company.corporateName}</span>
                    <span className={styles.companyMeta}>
                      {[company.city, company.clientCode ? t("clientCode", { code: company.clientCode }) : null]
                        .filter(Boolean)
                        .join(" · ")}
                    </span>
                  </span>
                  <span className={`${styles.status} ${styles[company.status]}`}>{t(`status.${company.status}`)}</span>
                </label>
              );
            })}
          </fieldset>
          <Button type="submit" variant="primary" size="large" block disabled={pending || companies.every((c) => !selectable(c))}>
            {pending ? t("submitting") : t("submit")}
          </Button>
        </form>
      )}
    </div>
  );
}
