import styles from "./manage-users.module.css";

/** Stand-ins for the members list and the rights grid, with a few rows each. */
const panels = [
  { id: "members", rows: [1, 2, 3, 4] },
  { id: "rights", rows: [1, 2, 3] },
];

/** The page's shape while the members load: a list panel and the grid. Announced once. */
export function ManageUsersSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className={styles.skeleton}>
      <span className="visually-hidden">{label}</span>
      {panels.map((panel) => (
        <div key={panel.id} className={styles.panel} aria-hidden="true">
          <span className={styles.bone} data-size="title" />
          <span className={styles.bone} data-size="short" />
          {panel.rows.map((row) => (
            <span key={row} className={styles.boneRow}>
              <span className={styles.bone} data-size="dot" />
              <span className={styles.bone} />
              <span className={styles.bone} data-size="chip" />
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}
