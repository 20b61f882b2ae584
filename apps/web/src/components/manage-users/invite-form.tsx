"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { INVITATION_TTL_SECONDS, invitationRequestSchema } from "@portal/domain/companies/invitations";
import { pendingInvitationSchema } from "@portal/domain/companies/members";
import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { apiRequest } from "@/lib/api/client";
import { fieldErrorsFor } from "@/lib/company-users/invitation";
import { defaultInvitationRights, type RightGroup } from "@/lib/company-users/rights-grid";
import { fieldErrorMap } from "@/lib/forms/field-messages";
import { useApiErrorMessage } from "../auth/use-api-error";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { FieldError, fieldStyles, TextField } from "../ui/form-field";
import { useFieldMessage } from "../ui/use-field-message";
import styles from "./manage-users.module.css";
import { type Capacity, permissionsQueryKey } from "./manage-users-queries";

/** The request without its language (the page's own); an empty role choice means none. */
const inviteFormSchema = invitationRequestSchema.omit({ localeCode: true }).extend({
  // Absent while the roles load (the list is disabled then).
  capacityCode: z
    .string()
    .optional()
    .transform((value) => value || undefined),
});
type Input = z.input<typeof inviteFormSchema>;
type Output = z.output<typeof inviteFormSchema>;
const fields = ["email", "capacityCode", "rights"] as const;

const TITLE_ID = "invite-title";
const validityDays = Math.round(INVITATION_TTL_SECONDS / 86_400);

type Capacities = {
  data: readonly Capacity[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

function languageName(locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

/** Invites a collaborator by e-mail with a role and rights; the e-mail is written in the page's language. */
export function InviteForm({ groups, capacities }: { groups: readonly RightGroup[]; capacities: Capacities }) {
  const t = useTranslations("manageUsers.invite");
  const locale = useLocale();
  const fieldMessage = useFieldMessage();
  const apiError = useApiErrorMessage();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; message: string } | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const defaults: Input = { email: "", capacityCode: "", rights: [...defaultInvitationRights] };

  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(inviteFormSchema, { error: fieldErrorMap }),
    defaultValues: defaults,
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    const result = await apiRequest("/api/v2/shop/invitations", {
      method: "POST",
      body: { ...values, localeCode: locale },
      schema: pendingInvitationSchema,
    });
    if (!result.ok) {
      const fieldErrors = fieldErrorsFor(result.errors, fields);
      for (const { field, message } of fieldErrors) setError(field, { message });
      if (result.code === "invitation.capacity_unknown") void capacities.refetch();
      setOutcome({ tone: "error", message: apiError(result.code) });
      const target = fieldErrors[0]?.field ?? (result.code === "members.already_member" ? "email" : null);
      if (target && target !== "rights") setFocus(target);
      else requestAnimationFrame(() => outcomeRef.current?.scrollIntoView({ block: "nearest" }));
      return;
    }
    reset(defaults);
    setOutcome({ tone: "success", message: t("sent", { email: result.data.email }) });
    // A pending invitation of the same person is replaced by the new one: read the list again.
    await queryClient.invalidateQueries({ queryKey: permissionsQueryKey });
    requestAnimationFrame(() => outcomeRef.current?.scrollIntoView({ block: "nearest" }));
  });

  const rightsError = fieldMessage(errors.rights?.message);
  const capacityError = fieldMessage(errors.capacityCode?.message);

  return (
    <section className={styles.panel} aria-labelledby={TITLE_ID}>
      <div className={styles.panelHeader}>
        <h2 id={TITLE_ID} className={styles.panelTitle}>
          {t("title")}
        </h2>
        <p className={styles.panelText}>{t("intro", { days: validityDays })}</p>
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
        <div ref={outcomeRef}>{outcome ? <Alert tone={outcome.tone}>{outcome.message}</Alert> : null}</div>
        <div className={styles.columns}>
          <TextField
            id="invite-email"
            type="email"
            label={t("email")}
            autoComplete="off"
            inputMode="email"
            error={fieldMessage(errors.email?.message)}
            {...register("email")}
          />
          <div className={fieldStyles.field}>
            <label htmlFor="invite-capacity" className={fieldStyles.label}>
              {t("capacity")}
              <span className={fieldStyles.optional}> ({t("optional")})</span>
            </label>
            <select
              id="invite-capacity"
              className={`${fieldStyles.input} ${styles.select}`}
              disabled={capacities.isPending}
              aria-invalid={capacityError ? true : undefined}
              aria-describedby={capacityError ? "invite-capacity-error" : capacities.isError ? "invite-capacity-hint" : undefined}
              {...register("capacityCode")}
            >
              <option value="">{capacities.isPending ? t("capacitiesLoading") : t("noCapacity")}</option>
              {(capacities.data ?? []).map((capacity) => (
                <option key={capacity.code} value={capacity.code}>
                  {capacity.name}
                </option>
              ))}
            </select>
            {capacities.isError ? (
              <p id="invite-capacity-hint" className={styles.fieldProblem}>
                {t("capacitiesError")}{" "}
                <button type="button" className={styles.inlineButton} onClick={() => capacities.refetch()}>
                  {t("retry")}
                </button>
              </p>
            ) : null}
            <FieldError id="invite-capacity-error" message={capacityError} />
          </div>
        </div>
        <fieldset className={fieldStyles.fieldset} aria-describedby={rightsError ? "invite-rights-error" : "invite-rights-hint"}>
          <legend className={fieldStyles.legend}>{t("rights")}</legend>
          <p id="invite-rights-hint" className={styles.panelText}>
            {t("rightsHint")}
          </p>
          <div className={styles.rightGroups}>
            {groups.map((group) => (
              <div key={group.code} className={styles.rightGroup}>
                <p className={styles.rightGroupLabel} id={`invite-group-${group.code}`}>
                  {group.label}
                </p>
                <ul className={styles.rightChoices} aria-labelledby={`invite-group-${group.code}`}>
                  {group.rights.map((column) => (
                    <li key={column.right}>
                      <label className={`${fieldStyles.choice} ${styles.rightChoice}`}>
                        <input type="checkbox" value={column.right} {...register("rights")} />
                        {column.label}
                      </label>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <FieldError id="invite-rights-error" message={rightsError} />
        </fieldset>
        <div className={styles.formActions}>
          <Button type="submit" variant="primary" disabled={isSubmitting}>
            {isSubmitting ? t("sending") : t("submit")}
          </Button>
          <p className={styles.formNote}>{t("languageNote", { language: languageName(locale) })}</p>
        </div>
      </form>
    </section>
  );
}
