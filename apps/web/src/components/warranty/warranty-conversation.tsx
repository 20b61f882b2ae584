"use client";

import type { WarrantyComment } from "@portal/domain/warranty/schemas";
import { warrantyLimits } from "@portal/domain/warranty/schemas";
import type { WarrantyStatus } from "@portal/domain/warranty/status";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { warrantyApi } from "@/lib/warranty/api";
import { useApiErrorMessage } from "../auth/use-api-error";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { FileDrop, formatFileSize } from "../ui/file-drop";
import { TextareaField } from "../ui/form-field";
import { EmptyState } from "../ui/states";
import styles from "./warranty-detail.module.css";
import { WARRANTY_ACCEPT } from "./warranty-files";

type ConversationProps = {
  claimToken: string;
  status: WarrantyStatus;
  comments: WarrantyComment[];
  /** Closed claims take no more comments. */
  closed: boolean;
};

/** The thread between the company and the warranty desk, oldest first, and the form to add to it. */
export function WarrantyConversation({ claimToken, status, comments, closed }: ConversationProps) {
  const t = useTranslations("warranty.detail.conversation");
  const apiError = useApiErrorMessage();
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState("");
  const [files, setFiles] = useState<{ key: number; file: File }[]>([]);
  const fileKey = useRef(0);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const answering = status === "request_more_information";
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Paris" });

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSent(null);
    if (!text.trim() && files.length === 0) {
      setProblem(t("empty"));
      textArea.current?.focus();
      return;
    }
    if (text.length > warrantyLimits.commentLength) {
      setProblem(t("tooLong", { length: warrantyLimits.commentLength }));
      textArea.current?.focus();
      return;
    }
    setProblem(null);
    setSending(true);
    const result = await warrantyApi.comment(
      claimToken,
      text,
      files.map((entry) => entry.file),
    );
    setSending(false);
    // On a failure what was typed and chosen stays, to send again.
    if (!result.ok) {
      setFailure(apiError(result.code));
      return;
    }
    setText("");
    setFiles([]);
    setSent(answering ? t("sentAnswer") : t("sent"));
    router.refresh();
  };

  const remove = async (commentId: number) => {
    setFailure(null);
    setDeleting(commentId);
    const result = await warrantyApi.deleteComment(commentId);
    setDeleting(null);
    if (!result.ok) {
      setFailure(apiError(result.code));
      return;
    }
    router.refresh();
  };

  return (
    <div className={styles.conversation}>
      {comments.length === 0 ? (
        <EmptyState compact title={t("none")} />
      ) : (
        <ol className={styles.thread}>
          {comments.map((comment) => (
            <li key={comment.id} className={styles.comment} data-author={comment.author.kind}>
              <p className={styles.commentMeta}>
                <span className={styles.commentAuthor}>
                  {comment.author.kind === "staff" ? t("fromDesk", { name: comment.author.name }) : comment.author.name}
                </span>{" "}
                <time dateTime={comment.createdAt}>{dateTime.format(new Date(comment.createdAt))}</time>
              </p>
              {comment.body ? <p className={styles.commentBody}>{comment.body}</p> : null}
              {comment.files.length > 0 ? (
                <ul className={styles.fileList}>
                  {comment.files.map((file) => (
                    <li key={file.token}>
                      <a href={file.url} download>
                        {t("download", { name: file.name })}
                      </a>{" "}
                      <span className={styles.muted}>({formatFileSize(file.size, locale)})</span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {comment.deletable ? (
                <Button variant="ghost" size="small" onClick={() => remove(comment.id)} disabled={deleting !== null}>
                  {deleting === comment.id ? t("deleting") : t("delete")}
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      )}

      {failure ? (
        <Alert tone="error" title={t("failed")}>
          {failure}
        </Alert>
      ) : null}
      {sent ? <Alert tone="success">{sent}</Alert> : null}

      {closed ? (
        <p className={styles.muted}>{t("closed")}</p>
      ) : (
        <form className={styles.commentForm} onSubmit={send} noValidate aria-label={t("formLabel")}>
          {answering ? (
            <Alert tone="warning" live={false}>
              {t("answerHint")}
            </Alert>
          ) : null}
          <TextareaField
            ref={textArea}
            id={`${id}-comment`}
            label={answering ? t("answerLabel") : t("label")}
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={warrantyLimits.commentLength}
            error={problem ?? undefined}
            rows={4}
          />
          {files.length > 0 ? (
            <ul className={styles.fileList} aria-label={t("attached")}>
              {files.map(({ key, file }) => (
                <li key={key}>
                  {`${file.name} (${formatFileSize(file.size, locale)})`}{" "}
                  <Button
                    variant="ghost"
                    size="small"
                    onClick={() => setFiles((current) => current.filter((entry) => entry.key !== key))}
                    aria-label={t("removeFile", { name: file.name })}
                  >
                    {t("remove")}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          {files.length < warrantyLimits.maxFiles ? (
            <FileDrop
              id={`${id}-file`}
              label={files.length > 0 ? t("anotherFile") : t("file")}
              accept={WARRANTY_ACCEPT}
              acceptLabel={t("fileTypes")}
              typeMessage={t("extensionNotAllowed")}
              maxBytes={warrantyLimits.maxFileBytes}
              file={null}
              onChange={(file) => {
                if (file) {
                  fileKey.current += 1;
                  const key = fileKey.current;
                  setFiles((current) => [...current, { key, file }]);
                }
              }}
              disabled={sending}
            />
          ) : null}
          <div>
            <Button type="submit" variant="brand" disabled={sending} aria-busy={sending || undefined}>
              {sending ? t("sending") : answering ? t("sendAnswer") : t("send")}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
