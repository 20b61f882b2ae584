"use client";

import { invitationPreviewSchema } from "@portal/domain/companies/invitations";
import type { ErrorCode } from "@portal/domain/errors/codes";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { type ReactNode, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { Link } from "@/i18n/navigation";
import { apiRequest } from "@/lib/api/client";
import { isDeadLink } from "@/lib/company-users/invitation";
import { AuthCard } from "../auth/auth-card";
import { useApiErrorMessage } from "../auth/use-api-error";
import { BuildingIcon, CheckCircleIcon, MailIcon } from "../icons/icons";
import { Alert } from "../ui/alert";
import { Button, buttonClass } from "../ui/button";
import { useFieldMessage } from "../ui/use-field-message";
import { ExistingAccountForm } from "./existing-account-form";
import styles from "./invitation.module.css";
import { NewAccountForm } from "./new-account-form";

export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

class PreviewError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly dead: boolean,
  ) {
    super(code);
  }
}

type InvitationViewProps = {
  /** Null when the link carries no usable token. */
  token: string | null;
  initialPreview?: InvitationPreview;
  /** Why the link no longer works, when the page's server already knows. */
  deadCode?: ErrorCode;
};

/** Either form may find the other one was needed (the account was created or removed meanwhile). */
type Mode = { accountExists: boolean; password: string; notice?: string };

/**
 * The page of the e-mailed invitation link: who invites, then the password of the existing account
 * or the details of a new one. The visitor then logs in as usual.
 */
export function InvitationView({ token, initialPreview, deadCode: deadAtLoad }: InvitationViewProps) {
  const t = useTranslations("invitation");
  const apiError = useApiErrorMessage();
  const fieldMessage = useFieldMessage();
  const [mode, setMode] = useState<Mode | null>(null);
  const [deadCode, setDeadCode] = useState<ErrorCode | null>(deadAtLoad ?? null);
  const [joined, setJoined] = useState(false);

  const preview = useQuery({
    queryKey: ["invitation-preview", token],
    queryFn: async () => {
      const result = await apiRequest(`/api/v2/shop/invitations/${encodeURIComponent(token ?? "")}`, {
        schema: invitationPreviewSchema,
      });
      if (!result.ok) throw new PreviewError(result.code, isDeadLink(result));
      return result.data;
    },
    initialData: initialPreview,
    enabled: token !== null && deadCode === null,
    // A dead link stays dead; only a network or server failure is worth another try.
    retry: (count, error) => count < 1 && !(error instanceof PreviewError && error.dead),
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (token === null) {
    return <DeadLink title={t("dead.title")} message={fieldMessage("invitation.token_malformed") ?? ""} loginLabel={t("dead.login")} />;
  }

  const previewError = preview.error instanceof PreviewError ? preview.error : null;
  const dead = deadCode ?? (previewError?.dead ? previewError.code : null);
  if (dead) return <DeadLink title={t("dead.title")} message={apiError(dead)} loginLabel={t("dead.login")} />;

  if (preview.isPending) {
    return (
      <AuthCard title={t("title")} icon={<MailIcon size={24} />}>
        <div role="status" aria-live="polite" className={styles.skeleton}>
          <span className="visually-hidden">{t("loading")}</span>
          <span className={styles.bone} data-size="wide" aria-hidden="true" />
          <span className={styles.bone} aria-hidden="true" />
          <span className={styles.bone} data-size="field" aria-hidden="true" />
          <span className={styles.bone} data-size="field" aria-hidden="true" />
        </div>
      </AuthCard>
    );
  }

  if (preview.isError) {
    return (
      <AuthCard title={t("title")} icon={<MailIcon size={24} />}>
        <Alert tone="error" title={t("loadError")}>
          {apiError(previewError?.code ?? "server.error")}
        </Alert>
        <div className={styles.actions}>
          <Button variant="brand" disabled={preview.isFetching} onClick={() => preview.refetch()}>
            {t("retry")}
          </Button>
        </div>
      </AuthCard>
    );
  }

  const { companyName, email } = preview.data;
  const current: Mode = mode ?? { accountExists: preview.data.accountExists, password: "" };

  if (joined) {
    return (
      <AuthCard title={t("joined.title", { companyName })} icon={<CheckCircleIcon size={24} />}>
        <Outcome>
          <Alert tone="success">{t("joined.text", { companyName, email })}</Alert>
          <div className={styles.actions}>
            <Link href="/user/login" className={buttonClass({ variant: "brand" })}>
              {t("joined.login")}
            </Link>
          </div>
        </Outcome>
      </AuthCard>
    );
  }

  const switchTo = (accountExists: boolean, password: string, code: ErrorCode) =>
    setMode({ accountExists, password, notice: apiError(code) });

  return (
    <AuthCard
      title={current.accountExists ? t("existing.title", { companyName }) : t("create.title", { companyName })}
      icon={<BuildingIcon size={24} />}
    >
      <p className={styles.lead}>{t(current.accountExists ? "existing.intro" : "create.intro", { companyName })}</p>
      {current.notice ? (
        <Alert tone="info" live>
          {current.notice}
        </Alert>
      ) : null}
      {current.accountExists ? (
        <ExistingAccountForm
          key="existing"
          token={token}
          email={email}
          companyName={companyName}
          initialPassword={current.password}
          onJoined={() => setJoined(true)}
          onDeadLink={setDeadCode}
          onNeedsDetails={(password, code) => switchTo(false, password, code)}
        />
      ) : (
        <NewAccountForm
          key="new"
          token={token}
          email={email}
          initialPassword={current.password}
          onJoined={() => setJoined(true)}
          onDeadLink={setDeadCode}
          onAccountExists={(password, code) => switchTo(true, password, code)}
        />
      )}
    </AuthCard>
  );
}

/** Takes the focus when it appears, so the result is read first. */
function Outcome({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.outcome}>
      {children}
    </div>
  );
}

function DeadLink({ title, message, loginLabel }: { title: string; message: string; loginLabel: string }) {
  return (
    <AuthCard title={title} icon={<MailIcon size={24} />}>
      <Outcome>
        <Alert tone="error">{message}</Alert>
        <div className={styles.actions}>
          <Link href="/user/login" className={buttonClass({ variant: "brand" })}>
            {loginLabel}
          </Link>
        </div>
      </Outcome>
    </AuthCard>
  );
}
