"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { type CheckoutStep, checkoutSteps, type StepProblem } from "@/lib/checkout/steps";
import { Alert } from "../ui/alert";
import { StepFrame } from "../ui/step-wizard";
import styles from "./checkout.module.css";

export const stepHeadingId = (step: CheckoutStep) => `checkout-step-${step}`;

type CheckoutStepFrameProps = {
  step: CheckoutStep;
  intro?: ReactNode;
  children: ReactNode;
  /** What "Continue" found missing, kept up to date as the buyer fixes it. */
  problems?: StepProblem[];
  back?: ReactNode;
  next?: ReactNode;
};

/** A checkout step in the kit's step frame, with what it still lacks in the checkout's words. */
export function CheckoutStepFrame({ step, intro, children, problems = [], back, next }: CheckoutStepFrameProps) {
  const t = useTranslations("checkout");
  return (
    <StepFrame
      headingId={stepHeadingId(step)}
      title={t(`steps.${step}`)}
      position={{ step: checkoutSteps.indexOf(step) + 1, total: checkoutSteps.length }}
      intro={intro}
      problems={
        problems.length > 0 ? (
          <Alert tone="error" title={t("problems.title")}>
            <ul className={styles.problems}>
              {problems.map((problem) => (
                <li key={problem}>{t(`problems.${problem}`)}</li>
              ))}
            </ul>
          </Alert>
        ) : null
      }
      back={back}
      next={next}
    >
      {children}
    </StepFrame>
  );
}
