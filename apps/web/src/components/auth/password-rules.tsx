"use client";

import { type PasswordRule, passwordViolations } from "@portal/domain/accounts/password-rules";
import { useTranslations } from "next-intl";
import { CheckIcon, DotIcon } from "../icons/icons";
import styles from "./password-rules.module.css";

/** Rules shown as a checklist while typing (the upper bound only matters when exceeded). */
const shownRules = ["min_length", "uppercase", "lowercase", "digit"] as const satisfies readonly PasswordRule[];

/** The password policy as a checklist that ticks itself off while the new password is typed. */
export function PasswordRules({ password }: { password: string }) {
  const t = useTranslations("account.password");
  const violations = passwordViolations(password);
  return (
    <div className={styles.policy}>
      <p>{t("policyTitle")}</p>
      <ul className={styles.rules}>
        {shownRules.map((rule) => {
          const met = password.length > 0 && !violations.includes(rule);
          return (
            <li key={rule} className={met ? styles.met : undefined}>
              {met ? <CheckIcon size={16} /> : <DotIcon size={16} />}
              {t(`policy.${rule}`)}
              <span className="visually-hidden"> ({met ? t("ruleMet") : t("ruleNotMet")})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
