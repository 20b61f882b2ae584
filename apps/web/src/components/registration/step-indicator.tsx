"use client";

import { useTranslations } from "next-intl";
import type { CSSProperties } from "react";
import type { RegistrationStep } from "@/lib/registration/steps";
import { CheckIcon } from "../icons/icons";
import styles from "./registration.module.css";

type StepIndicatorProps = {
  steps: RegistrationStep[];
  current: RegistrationStep;
  /** Opens a step already passed; later ones open through "Next". */
  onSelect: (step: RegistrationStep) => void;
  disabled?: boolean;
};

/** Where the visitor is in the registration; the path shown is the one their answers imply. */
export function StepIndicator({ steps, current, onSelect, disabled }: StepIndicatorProps) {
  const t = useTranslations("registration.steps");
  const currentIndex = steps.indexOf(current);
  return (
    <nav className={styles.stepsNav} aria-label={t("label")}>
      <ol className={styles.steps} style={{ "--step-count": steps.length } as CSSProperties}>
        {steps.map((step, index) => {
          const status = index === currentIndex ? "current" : index < currentIndex ? "complete" : "upcoming";
          const content = (
            <>
              <span className={styles.stepNumber} aria-hidden="true">
                {status === "complete" ? <CheckIcon size={16} strokeWidth={2.5} /> : index + 1}
              </span>
              <span className={styles.stepName}>
                {t(step)}
                {status === "complete" ? <span className="visually-hidden"> ({t("done")})</span> : null}
              </span>
            </>
          );
          return (
            <li key={step} className={styles.step} data-status={status} aria-current={status === "current" ? "step" : undefined}>
              {status === "complete" ? (
                <button type="button" className={styles.stepButton} onClick={() => onSelect(step)} disabled={disabled}>
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
