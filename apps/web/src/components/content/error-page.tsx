"use client";

import NextLink from "next/link";
import { useRouter } from "next/navigation";
import { startTransition, useEffect } from "react";
import { AlertIcon } from "../icons/icons";
import { Button, buttonClass } from "../ui/button";
import { useErrorTexts } from "./error-texts";
import { StatusView } from "./status-view";

/** Something failed while rendering a page: say so in the visitor's language and offer a retry. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const texts = useErrorTexts();
  const router = useRouter();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <StatusView
      icon={<AlertIcon size={28} />}
      title={texts.title}
      text={
        <>
          <p>{texts.text}</p>
          {error.digest ? (
            <p>
              {texts.reference.before}
              {error.digest}
              {texts.reference.after}
            </p>
          ) : null}
        </>
      }
      actions={
        <>
          <Button
            variant="brand"
            onClick={() =>
              // Server-rendered parts must be fetched again, not only re-rendered.
              startTransition(() => {
                router.refresh();
                reset();
              })
            }
          >
            {texts.retry}
          </Button>
          <NextLink href={texts.homePath} className={buttonClass({ variant: "secondary" })}>
            {texts.home}
          </NextLink>
        </>
      }
    />
  );
}
