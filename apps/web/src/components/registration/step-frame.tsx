"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { RegistrationStep } from "@/lib/registration/steps";
import styles from "./registration.module.css";

export const stepHeadingId = (step: RegistrationStep) => `registration-step-${step}`;

type StepFrameProps = {
  step: RegistrationStep;
  number: number;
  total: number;
  intro?: ReactNode;
  /** What went wrong when leaving the step (an answer of the API), above its fields. */
  failure?: ReactNode;
  children: ReactNode;
  actions: ReactNode;
};

/** A step's panel: its heading (focused when the step opens), what went wrong, its fields and its buttons. */
export function StepFrame({ step, number, total, intro, failure, children, actions }: StepFrameProps) {
  const t = useTranslations("registration.steps");
  return (
    <section className={styles.panel} aria-labelledby={stepHeadingId(step)}>
      <div className={styles.panelHeader}>
        <h2 id={stepHeadingId(step)} tabIndex={-1} className={styles.stepTitle}>
          <span className={styles.eyebrow}>{t("position", { step: number, total })}</span> {t(step)}
        </h2>
        {intro ? <p className={styles.panelText}>{intro}</p> : null}
      </div>
      {failure}
      <div className={styles.fields}>{children}</div>
      <div className={styles.stepActions}>{actions}</div>
    </section>
  );
}
