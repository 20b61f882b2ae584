"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AvailableCompany,
  assignCompanyResultSchema,
  availableCompanySchema,
  siretQuerySchema,
} from "@portal/domain/companies/schemas";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Link } from "@/i18n/navigation";
import { apiRequest } from "@/lib/api/client";
import { fieldErrorMap } from "@/lib/forms/field-messages";
import { useApiErrorMessage } from "../auth/use-api-error";
import { BuildingIcon } from "../icons/icons";
import { Alert } from "../ui/alert";
import { Button, buttonClass } from "../ui/button";
import { TextField } from "../ui/form-field";
import { useFieldMessage } from "../ui/use-field-message";
import styles from "./add-company.module.css";

type SiretQuery = z.input<typeof siretQuerySchema>;

/**
 * Adds a company to the account: the company is found by its SIRET, then the request waits for
 * that company's administrator, who activates the new member (the company becomes selectable then).
 */
export function AddCompanyForm() {
  const t = useTranslations("addCompany");
  const fieldMessage = useFieldMessage();
  const apiError = useApiErrorMessage();
  const [found, setFound] = useState<AvailableCompany | null>(null);
  const [requested, setRequested] = useState<AvailableCompany | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SiretQuery>({ resolver: zodResolver(siretQuerySchema, { error: fieldErrorMap }), defaultValues: { siret: "" } });

  const onSearch = handleSubmit(async (values) => {
    setFailure(null);
    setFound(null);
    const siret = siretQuerySchema.parse(values).siret;
    const result = await apiRequest(`/api/v2/shop/companies/available?siret=${encodeURIComponent(siret)}`, {
      schema: availableCompanySchema,
    });
    if (result.ok) setFound(result.data);
    else setFailure(apiError(result.code));
  });

  async function requestAccess(company: AvailableCompany) {
    setFailure(null);
    setSending(true);
    const result = await apiRequest("/api/v2/shop/customers/assign-company", {
      method: "POST",
      body: { company: company.id },
      schema: assignCompanyResultSchema,
    });
    setSending(false);
    if (result.ok) setRequested(company);
    else setFailure(apiError(result.code));
  }

  if (requested) {
    return (
      <>
        <Alert tone="success" title={t("requestedTitle")}>
          {t("requested", { company: requested.corporateName })}
        </Alert>
        <div className={styles.actions}>
          <Link href="/user/account" className={buttonClass({ variant: "secondary" })}>
            {t("backToAccount")}
          </Link>
        </div>
      </>
    );
  }

  return (
    <div className={styles.stack}>
      <form className={styles.search} onSubmit={onSearch} noValidate aria-busy={isSubmitting}>
        <TextField
          id="add-company-siret"
          label={t("siret")}
          hint={t("siretHint")}
          inputMode="numeric"
          autoComplete="off"
          error={fieldMessage(errors.siret?.message)}
          {...register("siret")}
        />
        <Button type="submit" variant="primary" disabled={isSubmitting}>
          {isSubmitting ? t("searching") : t("search")}
        </Button>
      </form>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {found ? (
        <div className={styles.result} role="status">
          <span className={styles.resultIcon} aria-hidden="true">
            <BuildingIcon size={22} />
          </span>
          <div className={styles.resultText}>
            <p className={styles.resultName}>{found.corporateName}</p>
            {found.city ? <p className={styles.resultCity}>{found.city}</p> : null}
          </div>
          <Button variant="brand" onClick={() => requestAccess(found)} disabled={sending}>
            {sending ? t("requesting") : t("request")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
