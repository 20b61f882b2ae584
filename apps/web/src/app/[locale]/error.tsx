"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { startTransition, useEffect } from "react";
import { StatusView } from "@/components/content/status-view";
import { AlertIcon } from "@/components/icons/icons";
import { Button, buttonClass } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";

/** Something failed while rendering a page: say so in the visitor's language and offer a retry. */
export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("errorPages.boundary");
  const router = useRouter();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <StatusView
      icon={<AlertIcon size={28} />}
      title={t("title")}
      text={
        <>
          <p>{t("text")}</p>
          {error.digest ? <p>{t("reference", { digest: error.digest })}</p> : null}
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
            {t("retry")}
          </Button>
          <Link href="/" className={buttonClass({ variant: "secondary" })}>
            {t("home")}
          </Link>
        </>
      }
    />
  );
}
