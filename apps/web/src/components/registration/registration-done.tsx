"use client";

import { EMAIL_VERIFICATION_TTL_HOURS } from "@portal/domain/accounts/registration";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { Link } from "@/i18n/navigation";
import type { RegistrationOutcome } from "@/lib/registration/steps";
import { MailIcon } from "../icons/icons";
import { buttonClass } from "../ui/button";
import styles from "./registration.module.css";

/** After the registration: the address to confirm, and what happens next for this kind of account. */
export function RegistrationDone({ email, outcome }: { email: string; outcome: RegistrationOutcome }) {
  const t = useTranslations("registration.done");
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const next = [t("verify", { hours: EMAIL_VERIFICATION_TTL_HOURS }), t(`${outcome}.then`), t(`${outcome}.finally`)];

  return (
    <section className={`${styles.panel} ${styles.done}`} aria-labelledby="registration-done-title">
      <span className={styles.doneIcon} aria-hidden="true">
        <MailIcon size={28} />
      </span>
      <h2 id="registration-done-title" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {t("title")}
      </h2>
      <p className={styles.doneLead}>{t.rich("sent", { email, strong: (chunks) => <strong>{chunks}</strong> })}</p>
      <div className={styles.nextSteps}>
        <p className={styles.nextTitle}>{t("nextTitle")}</p>
        <ol className={styles.nextList}>
          {next.map((text, index) => (
            <li key={text}>
              <span className={styles.nextNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span>{text}</span>
            </li>
          ))}
        </ol>
      </div>
      <p className={styles.panelText}>{t("spam")}</p>
      <div>
        <Link href="/user/login" className={buttonClass({ variant: "brand" })}>
          {t("login")}
        </Link>
      </div>
    </section>
  );
}
