import styles from "./checkout.module.css";

/** The checkout's shape while it loads: the steps, a panel of choices, the summary beside it. Announced once. */
export function CheckoutSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <div aria-hidden="true">
        <div className={styles.steps}>
          {[0, 1, 2].map((step) => (
            <span key={step} className={`${styles.step} ${styles.skeletonStep}`}>
              <span className={styles.bone} data-size="dot" />
              <span className={styles.bone} data-size="short" />
            </span>
          ))}
        </div>
        <div className={styles.layout}>
          <div className={styles.main}>
            <div className={styles.panel}>
              <span className={styles.bone} data-size="title" />
              <span className={styles.bone} data-size="short" />
              <div className={styles.choiceGrid}>
                {[0, 1].map((card) => (
                  <span key={card} className={`${styles.choice} ${styles.skeletonCard}`}>
                    <span className={styles.bone} data-size="short" />
                    <span className={styles.bone} />
                    <span className={styles.bone} />
                  </span>
                ))}
              </div>
              <span className={styles.bone} data-size="button" />
            </div>
          </div>
          <div className={`${styles.aside} ${styles.summary}`}>
            <span className={styles.bone} data-size="title" />
            <span className={styles.bone} />
            <span className={styles.bone} />
            <span className={styles.bone} data-size="short" />
          </div>
        </div>
      </div>
    </div>
  );
}
