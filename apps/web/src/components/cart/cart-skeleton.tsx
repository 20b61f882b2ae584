import styles from "./cart.module.css";

/** The cart's shape while it loads: rows on the left, the summary on the right. Announced once. */
export function CartSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <div className={styles.layout} aria-hidden="true">
        <div className={`${styles.panel} ${styles.skeletonRows}`}>
          <span className={styles.bone} data-size="title" />
          {[0, 1, 2].map((row) => (
            <div key={row} className={styles.skeletonRow}>
              <span className={styles.bone} data-size="media" />
              <span className={styles.skeletonLines}>
                <span className={styles.bone} data-size="short" />
                <span className={styles.bone} />
              </span>
              <span className={styles.bone} data-size="figure" />
            </div>
          ))}
        </div>
        <div className={`${styles.panel} ${styles.aside}`}>
          <span className={styles.bone} data-size="title" />
          <span className={styles.bone} />
          <span className={styles.bone} />
          <span className={styles.bone} data-size="short" />
          <span className={styles.bone} data-size="button" />
        </div>
      </div>
    </div>
  );
}
