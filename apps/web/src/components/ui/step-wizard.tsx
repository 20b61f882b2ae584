import { useTranslations } from "next-intl";
import type { CSSProperties, ReactNode } from "react";
import { CheckIcon } from "../icons/icons";
import styles from "./step-wizard.module.css";

export type StepStatus = "complete" | "current" | "upcoming";

export type WizardStep<Id extends string = string> = {
  id: Id;
  label: ReactNode;
  /** Without it: steps before the current one are complete, those after it upcoming. */
  status?: StepStatus;
  /** Whether the indicator opens the step; without it, the complete steps before the current one. */
  reachable?: boolean;
};

type StepIndicatorProps<Id extends string> = {
  steps: WizardStep<Id>[];
  current: Id;
  /** Names the navigation ("Checkout steps"). */
  label: string;
  /** Opens a step already passed; later steps open through the step's own "Next". */
  onSelect?: (step: Id) => void;
  /** While a step is being sent: no going back meanwhile. */
  disabled?: boolean;
  /** Each number above its name: many steps in a narrow column keep their names whole. */
  stacked?: boolean;
};

/** Each step with its number, status and whether the indicator opens it. */
export function wizardStepStates<Id extends string>(steps: WizardStep<Id>[], current: Id) {
  const currentIndex = steps.findIndex((step) => step.id === current);
  return steps.map((step, index) => {
    const status: StepStatus = step.status ?? (index === currentIndex ? "current" : index < currentIndex ? "complete" : "upcoming");
    const reachable = step.reachable ?? (status === "complete" && index < currentIndex);
    return { ...step, number: index + 1, status, reachable };
  });
}

/** Where the visitor is in a task of several steps; steps already passed can be opened again. */
export function StepIndicator<Id extends string>({ steps, current, label, onSelect, disabled, stacked = false }: StepIndicatorProps<Id>) {
  const t = useTranslations("common.steps");
  return (
    <nav className={styles.nav} aria-label={label}>
      <ol className={styles.steps} data-layout={stacked ? "stacked" : undefined} style={{ "--step-count": steps.length } as CSSProperties}>
        {wizardStepStates(steps, current).map((step) => {
          const content = (
            <>
              <span className={styles.number} aria-hidden="true">
                {step.status === "complete" ? <CheckIcon size={16} strokeWidth={2.5} /> : step.number}
              </span>
              <span className={styles.name}>
                {step.label}
                {step.status === "complete" ? <span className="visually-hidden"> ({t("done")})</span> : null}
              </span>
            </>
          );
          return (
            <li
              key={step.id}
              className={styles.step}
              data-status={step.status}
              aria-current={step.status === "current" ? "step" : undefined}
            >
              {step.reachable && onSelect ? (
                <button type="button" className={styles.button} onClick={() => onSelect(step.id)} disabled={disabled}>
                  {content}
                </button>
              ) : (
                <span className={styles.inner}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

type StepFrameProps = {
  /** The heading's id: focused (tabIndex -1) when the step opens, it names the section. */
  headingId: string;
  title: ReactNode;
  /** 1-based position and count, shown above the title ("Step 2 of 3"). */
  position?: { step: number; total: number };
  intro?: ReactNode;
  /** What went wrong when leaving the step (an answer of the API), above its content. */
  failure?: ReactNode;
  children: ReactNode;
  /** What the step still lacks, kept up to date, between its content and its buttons. */
  problems?: ReactNode;
  /** The way back (previous step, back to the cart), on the left. */
  back?: ReactNode;
  /** The way on (next step, send), on the right. */
  next?: ReactNode;
  /** A card around the step (on a plain page) or none (inside a panel already). */
  framed?: boolean;
};

/** One step: its heading, what went wrong, its content and its buttons. */
export function StepFrame({ headingId, title, position, intro, failure, children, problems, back, next, framed = true }: StepFrameProps) {
  const t = useTranslations("common.steps");
  return (
    <section className={framed ? `${styles.frame} ${styles.framed}` : styles.frame} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} tabIndex={-1} className={styles.title}>
          {position ? <span className={styles.eyebrow}>{t("position", position)}</span> : null} {title}
        </h2>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </div>
      {failure}
      <div className={styles.content}>{children}</div>
      {problems}
      {back || next ? (
        <div className={styles.actions}>
          {back ? <div className={styles.back}>{back}</div> : null}
          {next ? <div className={styles.next}>{next}</div> : null}
        </div>
      ) : null}
    </section>
  );
}
