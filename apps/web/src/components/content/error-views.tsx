import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { HomeIcon, LockIcon, SearchIcon, UserIcon } from "../icons/icons";
import { buttonClass } from "../ui/button";
import { StatusView } from "./status-view";

export async function NotFoundView() {
  const t = await getTranslations("errorPages.notFound");
  return (
    <StatusView
      code="404"
      icon={<SearchIcon size={28} />}
      title={t("title")}
      text={<p>{t("text")}</p>}
      actions={
        <>
          <Link href="/" className={buttonClass({ variant: "brand" })}>
            <HomeIcon size={18} />
            {t("home")}
          </Link>
          <Link href="/user/login" className={buttonClass({ variant: "secondary" })}>
            <UserIcon size={18} />
            {t("login")}
          </Link>
        </>
      }
    />
  );
}

export async function AccessDeniedView() {
  const t = await getTranslations("errorPages.accessDenied");
  return (
    <StatusView
      code="403"
      icon={<LockIcon size={28} />}
      title={t("title")}
      text={<p>{t("text")}</p>}
      actions={
        <>
          <Link href="/" className={buttonClass({ variant: "brand" })}>
            <HomeIcon size={18} />
            {t("home")}
          </Link>
          <Link href="/user/login" className={buttonClass({ variant: "secondary" })}>
            <UserIcon size={18} />
            {t("login")}
          </Link>
        </>
      }
    />
  );
}
