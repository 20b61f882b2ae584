"use client";

import { useLocale, useTranslations } from "next-intl";
import { type DragEvent, type ReactNode, type Ref, useEffect, useRef, useState } from "react";
import { formatFileSize } from "../../lib/files/size";
import { UploadIcon } from "../icons/icons";
import styles from "./file-drop.module.css";
import { describedBy, FieldError, fieldStyles } from "./form-field";

type FileDropProps = {
  id: string;
  label: ReactNode;
  /** The input's `accept`: extensions and media types (".xlsx,.csv,text/csv"). */
  accept: string;
  /** The accepted types as people name them ("Excel (.xlsx) or CSV"), shown under the zone. */
  acceptLabel: string;
  /** The refusal of a file of another type, when the form has its own words for it. */
  typeMessage?: string;
  /** Largest file taken, in bytes; shown, and a bigger file dropped or chosen is refused here. */
  maxBytes?: number;
  file: File | null;
  onChange: (file: File | null) => void;
  /** A translated message (the server's refusal, a required file): the field is then invalid. */
  error?: string;
  /** Ids of more text describing the field, such as an error shown elsewhere. */
  describedByIds?: string;
  invalid?: boolean;
  icon?: ReactNode;
  disabled?: boolean;
  /** The button, to bring the focus back to it. */
  ref?: Ref<HTMLButtonElement>;
};

export type FileProblem = "type" | "size";

/** Whether `file` matches an `accept` list (as the browser's picker reads it) and the size limit. */
export function fileProblem(file: Pick<File, "name" | "type" | "size">, accept: string, maxBytes?: number): FileProblem | null {
  const accepted = accept
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  const typeMatches =
    accepted.length === 0 ||
    accepted.some((entry) =>
      entry.startsWith(".") ? name.endsWith(entry) : entry.endsWith("/*") ? type.startsWith(entry.slice(0, -1)) : type === entry,
    );
  if (!typeMatches) return "type";
  if (maxBytes !== undefined && file.size > maxBytes) return "size";
  return null;
}

// Pages rendered on the server import it from the lib: a client module's functions cannot run there.
export { formatFileSize };

/**
 * A file field: a zone to drop a file on, and a button (the keyboard's way, and the phone's) that
 * opens the system's chooser. Every word is the page's language, unlike a native file input's.
 */
export function FileDrop({
  id,
  label,
  accept,
  acceptLabel,
  typeMessage,
  maxBytes,
  file,
  onChange,
  error,
  describedByIds,
  invalid,
  icon,
  disabled = false,
  ref,
}: FileDropProps) {
  const t = useTranslations("common.fileDrop");
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const labelId = `${id}-label`;
  const nameId = `${id}-name`;
  const rulesId = `${id}-rules`;
  const problemId = `${id}-problem`;
  const errorId = `${id}-error`;

  // Cleared by the form (after an upload): the same file can then be chosen again.
  useEffect(() => {
    if (!file && input.current) input.current.value = "";
  }, [file]);

  const take = (chosen: File | null) => {
    const found = chosen ? fileProblem(chosen, accept, maxBytes) : null;
    setProblem(found);
    if (found) {
      if (input.current) input.current.value = "";
      return;
    }
    onChange(chosen);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files[0] ?? null);
  };

  const rules =
    maxBytes === undefined
      ? t("accepts", { types: acceptLabel })
      : t("acceptsUpTo", { types: acceptLabel, size: formatFileSize(maxBytes, locale) });
  const problemMessage =
    problem === "type"
      ? (typeMessage ?? t("wrongType", { types: acceptLabel }))
      : problem === "size"
        ? t("tooLarge", { size: formatFileSize(maxBytes ?? 0, locale) })
        : undefined;
  const isInvalid = invalid || Boolean(error) || problem !== null;

  return (
    <div className={fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is the mouse's shortcut; the button inside is the keyboard's way. */}
      <div
        className={styles.zone}
        data-dragging={dragging || undefined}
        data-invalid={isInvalid || undefined}
        data-disabled={disabled || undefined}
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <span className={styles.icon} aria-hidden="true">
          {icon ?? <UploadIcon size={22} />}
        </span>
        <div className={styles.text}>
          <p className={styles.line}>
            <button
              ref={ref}
              id={id}
              type="button"
              className={styles.choose}
              aria-labelledby={`${labelId} ${id}`}
              aria-describedby={describedBy(nameId, rulesId, problem ? problemId : undefined, error ? errorId : undefined, describedByIds)}
              aria-invalid={isInvalid || undefined}
              disabled={disabled}
              onClick={() => input.current?.click()}
            >
              {t("choose")}
            </button>{" "}
            <span className={styles.or}>{t("orDrop")}</span>
          </p>
          <p id={nameId} className={file ? styles.name : `${styles.name} ${styles.empty}`}>
            {file ? t("chosen", { name: file.name, size: formatFileSize(file.size, locale) }) : t("none")}
          </p>
          <p id={rulesId} className={styles.rules}>
            {rules}
          </p>
        </div>
      </div>
      <FieldError id={problemId} message={problemMessage} />
      <FieldError id={errorId} message={error} />
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        disabled={disabled}
        onChange={(event) => take(event.target.files?.[0] ?? null)}
      />
    </div>
  );
}
