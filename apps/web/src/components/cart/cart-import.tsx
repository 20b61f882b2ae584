"use client";

import type { ErrorCode } from "@portal/domain/errors/codes";
import type { ImportReport, Order } from "@portal/domain/orders/schemas";
import { useTranslations } from "next-intl";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import type { ApiResult } from "@/lib/api/problem";
import { cartPaths } from "@/lib/cart/api";
import { IMPORT_EXTENSIONS, IMPORT_MAX_BYTES, importCounts, importFileProblem } from "@/lib/cart/view";
import { useApiErrorMessage } from "../auth/use-api-error";
import { AlertIcon, CheckCircleIcon, CloseIcon, DocumentIcon, UploadIcon } from "../icons/icons";
import { Button } from "../ui/button";
import { FileDrop } from "../ui/file-drop";
import { fieldStyles } from "../ui/form-field";
import styles from "./cart.module.css";
import { DownloadIcon } from "./cart-icons";
import { api } from "./use-cart";

type Change = <T>(call: (token: string) => Promise<ApiResult<T>>, orderOf: (data: T) => Order) => Promise<ApiResult<T>>;
type Report = Omit<ImportReport, "order">;

type ImportErrorKey = "notSpreadsheet" | "tooLarge" | "unsafe";

/** Refusals of the file said in the words of the import form; other errors keep their general message. */
const importErrors: Partial<Record<ErrorCode, ImportErrorKey>> = {
  "upload.type_not_accepted": "notSpreadsheet",
  "upload.too_large": "tooLarge",
  "upload.unsafe": "unsafe",
};

/** Adds the lines of a spreadsheet (reference, quantity) and reports what became of each. */
export function CartImport({ change, announce }: { change: Change; announce: (message: string) => void }) {
  const t = useTranslations("cart.import");
  const unavailable = useTranslations("cart.unavailable.short");
  const apiError = useApiErrorMessage();
  const id = useId();
  const chooseRef = useRef<HTMLButtonElement>(null);
  const reportRef = useRef<HTMLElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<Report | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setError(t("required"));
      chooseRef.current?.focus();
      return;
    }
    const problem = importFileProblem(file);
    if (problem) {
      setError(problem === "type" ? t("wrongType") : t("tooLarge"));
      return;
    }
    setError(null);
    setPending(true);
    const result = await change(
      (token) => api.importItems(token, file),
      (data) => data.order,
    );
    setPending(false);
    if (!result.ok) {
      // The chosen file stays selected, so the buyer can fix it and send it again.
      const refusal = importErrors[result.code];
      setError(refusal ? t(refusal) : apiError(result.code));
      return;
    }
    const { added, notFound, unavailable: refused, invalid } = result.data;
    const lines = { added, notFound, unavailable: refused, invalid };
    setReport(lines);
    setFile(null);
    announce(t("report.added", { count: lines.added.length }));
    // The report is where to read on: bring it into view.
    requestAnimationFrame(() => reportRef.current?.focus());
  };

  const counts = report ? importCounts(report) : null;
  const errorId = `${id}-error`;

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <div className={styles.panelHeader}>
        <h2 id={`${id}-title`} className={styles.panelTitle}>
          <UploadIcon size={20} />
          {t("title")}
        </h2>
        <p className={styles.panelText}>{t("intro")}</p>
      </div>
      <form className={styles.importForm} onSubmit={onSubmit} noValidate aria-busy={pending || undefined}>
        <FileDrop
          ref={chooseRef}
          id={`${id}-file`}
          label={t("file")}
          accept={`${IMPORT_EXTENSIONS.join(",")},application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv`}
          acceptLabel={t("types")}
          maxBytes={IMPORT_MAX_BYTES}
          file={file}
          onChange={(chosen) => {
            setFile(chosen);
            setError(null);
          }}
          invalid={error !== null}
          describedByIds={error ? errorId : undefined}
          icon={<DocumentIcon size={22} />}
        />
        <Button type="submit" variant="secondary" disabled={pending}>
          <UploadIcon size={18} />
          {pending ? t("submitting") : t("submit")}
        </Button>
      </form>
      {error ? (
        <p id={errorId} className={fieldStyles.error} role="alert">
          <AlertIcon size={16} />
          {error}
        </p>
      ) : null}
      <p className={styles.models}>
        <span>{t("models")}</span>
        <a href={cartPaths.importModel("xlsx")} download className={styles.modelLink}>
          <DownloadIcon size={16} />
          {t("modelXlsx")}
        </a>
        <a href={cartPaths.importModel("csv")} download className={styles.modelLink}>
          <DownloadIcon size={16} />
          {t("modelCsv")}
        </a>
      </p>

      {report && counts ? (
        <section ref={reportRef} tabIndex={-1} className={styles.report} aria-labelledby={`${id}-report-title`}>
          <div className={styles.reportHeader}>
            <h3 id={`${id}-report-title`} className={styles.reportTitle}>
              {t("report.title")}
            </h3>
            <button type="button" className={styles.reportClose} onClick={() => setReport(null)}>
              <CloseIcon size={16} />
              <span className="visually-hidden">{t("report.close")}</span>
            </button>
          </div>
          <p className={counts.added > 0 ? styles.reportAdded : styles.reportNone}>
            <CheckCircleIcon size={18} />
            {t("report.added", { count: counts.added })}
          </p>
          {counts.problems === 0 ? <p className={styles.reportText}>{t("report.allGood")}</p> : null}
          {report.notFound.length > 0 ? (
            <ReportGroup title={t("report.notFound", { count: report.notFound.length })}>
              {report.notFound.map((line) => (
                <li key={`nf-${line.line}`}>
                  <span className={styles.reportLine}>{t("report.line", { line: line.line })}</span>
                  <span className={styles.reportValue}>{line.reference}</span>
                </li>
              ))}
            </ReportGroup>
          ) : null}
          {report.unavailable.length > 0 ? (
            <ReportGroup title={t("report.unavailable", { count: report.unavailable.length })}>
              {report.unavailable.map((line) => (
                <li key={`un-${line.line}`}>
                  <span className={styles.reportLine}>{t("report.line", { line: line.line })}</span>
                  <span className={styles.reportValue}>{line.reference}</span>
                  <span className={styles.reportReason}>{unavailable(line.reason)}</span>
                </li>
              ))}
            </ReportGroup>
          ) : null}
          {report.invalid.length > 0 ? (
            <ReportGroup title={t("report.invalid", { count: report.invalid.length })}>
              {report.invalid.map((line) => (
                <li key={`in-${line.line}`}>
                  <span className={styles.reportLine}>{t("report.line", { line: line.line })}</span>
                  <span className={styles.reportValue}>{line.value || t("report.emptyLine")}</span>
                </li>
              ))}
            </ReportGroup>
          ) : null}
        </section>
      ) : null}
    </section>
  );
}

function ReportGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.reportGroup}>
      <p className={styles.reportGroupTitle}>
        <AlertIcon size={16} />
        {title}
      </p>
      <ul className={styles.reportList}>{children}</ul>
    </div>
  );
}
