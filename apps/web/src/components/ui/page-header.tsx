import type { ReactNode } from "react";
import styles from "./page-header.module.css";

type PageHeaderProps = {
  title: ReactNode;
  /** A sentence or two under the title saying what the page is for. */
  description?: ReactNode;
  /** The page's main buttons or links, on the right (under the title on phones). */
  actions?: ReactNode;
  /** A breadcrumb or a link back, above the title. */
  breadcrumb?: ReactNode;
  /** Id of the h1, for a section labelled by it or a focus after navigation. */
  titleId?: string;
};

/** The top of a page of the customer area: its one h1, its lead text and its actions. */
export function PageHeader({ title, description, actions, breadcrumb, titleId }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {breadcrumb ? <div className={styles.breadcrumb}>{breadcrumb}</div> : null}
      <div className={styles.row}>
        <div className={styles.text}>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {description ? <div className={styles.description}>{description}</div> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </header>
  );
}
