import { type ReactNode, useId } from "react";
import styles from "./panel.module.css";

type PanelProps = {
  title?: ReactNode;
  /** The title's level in the page's outline: 2 under the page's h1, 3 inside another section. */
  headingLevel?: 2 | 3 | 4;
  /** Buttons or links about the whole panel, beside its title. */
  actions?: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /** Id of the title, when something else must point at it. */
  titleId?: string;
  /** Content that runs to the panel's edges (a table) rather than inside its padding. */
  flush?: boolean;
  className?: string;
  children: ReactNode;
};

/** A titled section card; a section named by its title for assistive technologies. */
export function Panel({ title, headingLevel = 2, actions, description, titleId, flush = false, className, children }: PanelProps) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={[styles.panel, flush && styles.flush, className].filter(Boolean).join(" ")}
      aria-labelledby={title ? headingId : undefined}
    >
      {title || actions ? (
        <div className={styles.header}>
          <div className={styles.heading}>
            {title ? (
              <Heading id={headingId} className={styles.title}>
                {title}
              </Heading>
            ) : null}
            {description ? <div className={styles.description}>{description}</div> : null}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      <div className={styles.body}>{children}</div>
    </section>
  );
}
