"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { type CheckoutStep, checkoutSteps, type StepProblem } from "@/lib/checkout/steps";
import { Alert } from "../ui/alert";
import styles from "./checkout.module.css";

export const stepHeadingId = (step: CheckoutStep) => `checkout-step-${step}`;

type StepFrameProps = {
  step: CheckoutStep;
  intro?: ReactNode;
  children: ReactNode;
  /** What "Continue" found missing, kept up to date as the buyer fixes it. */
  problems?: StepProblem[];
  actions: ReactNode;
};

/** A step's panel: its heading (focused when the step opens), its content, what is missing and its buttons. */
export function StepFrame({ step, intro, children, problems = [], actions }: StepFrameProps) {
  const t = useTranslations("checkout");
  const number = checkoutSteps.indexOf(step) + 1;
  return (
    <section className={styles.panel} aria-labelledby={stepHeadingId(step)}>
      <div className={styles.panelHeader}>
        <h2 id={stepHeadingId(step)} tabIndex={-1} className={styles.stepTitle}>
          <span className={styles.eyebrow}>{t("steps.position", { step: number, total: checkoutSteps.length })}</span> {t(`steps.${step}`)}
        </h2>
        {intro ? <p className={styles.panelText}>{intro}</p> : null}
      </div>
      {children}
      {problems.length > 0 ? (
        <Alert tone="error" title={t("problems.title")}>
          <ul className={styles.problems}>
            {problems.map((problem) => (
              <li key={problem}>{t(`problems.${problem}`)}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <div className={styles.stepActions}>{actions}</div>
    </section>
  );
}
