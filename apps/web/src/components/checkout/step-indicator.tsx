"use client";

import { useTranslations } from "next-intl";
import type { CheckoutStep, StepState } from "@/lib/checkout/steps";
import { CheckIcon } from "../icons/icons";
import styles from "./checkout.module.css";

type StepIndicatorProps = { states: StepState[]; onSelect: (step: CheckoutStep) => void };

/** Where the buyer is in the checkout; steps already passed can be opened again from here. */
export function StepIndicator({ states, onSelect }: StepIndicatorProps) {
  const t = useTranslations("checkout.steps");
  return (
    <nav className={styles.stepsNav} aria-label={t("label")}>
      <ol className={styles.steps}>
        {states.map(({ step, number, status, reachable }) => {
          const content = (
            <>
              <span className={styles.stepNumber} aria-hidden="true">
                {status === "complete" ? <CheckIcon size={16} strokeWidth={2.5} /> : number}
              </span>
              <span className={styles.stepText}>
                <span className={styles.stepName}>{t(step)}</span>
                {status === "complete" ? <span className="visually-hidden"> ({t("done")})</span> : null}
              </span>
            </>
          );
          return (
            <li key={step} className={styles.step} data-status={status} aria-current={status === "current" ? "step" : undefined}>
              {reachable ? (
                <button type="button" className={styles.stepButton} onClick={() => onSelect(step)}>
                  {content}
                </button>
              ) : (
                <span className={styles.stepInner}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
