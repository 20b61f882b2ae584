import { type ReactNode, type Ref, useEffect, useRef } from "react";
import { describedBy } from "./field";
import fieldStyles from "./field.module.css";
import styles from "./file-picker.module.css";

type FilePickerProps = {
  id: string;
  label: string;
  /** The button's words ("Choose a file"), in the page's language rather than the browser's. */
  choose: string;
  /** Said while no file is chosen. */
  none: string;
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  invalid?: boolean;
  /** Ids of more text describing the field, such as its error. */
  describedByIds?: string;
  icon?: ReactNode;
  /** The button, to bring the focus back to it. */
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A file field whose every word is translated: a native file input shows the browser's own
 * "Choose file" and "No file chosen". The input stays, hidden, to open the system's file chooser.
 */
export function FilePicker({ id, label, choose, none, accept, file, onChange, invalid, describedByIds, icon, ref }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const labelId = `${id}-label`;
  const nameId = `${id}-name`;

  // Cleared by the form (after an import): the same file can then be chosen again.
  useEffect(() => {
    if (!file && input.current) input.current.value = "";
  }, [file]);

  return (
    <div className={fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div className={styles.picker} data-invalid={invalid || undefined}>
        <button
          ref={ref}
          id={id}
          type="button"
          className={styles.choose}
          aria-labelledby={`${labelId} ${id}`}
          aria-describedby={describedBy(nameId, describedByIds)}
          onClick={() => input.current?.click()}
        >
          {icon}
          {choose}
        </button>
        <span id={nameId} className={file ? styles.name : `${styles.name} ${styles.empty}`}>
          {file?.name ?? none}
        </span>
      </div>
      <input ref={input} type="file" accept={accept} hidden onChange={(event) => onChange(event.target.files?.[0] ?? null)} />
    </div>
  );
}
