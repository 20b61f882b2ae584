"use client";

import { useLocale, useTranslations } from "next-intl";
import { LogOutIcon } from "../icons/icons";
import { type ButtonSize, type ButtonVariant, buttonClass } from "../ui/button";
import { useLogout } from "./use-logout";

export function LogoutButton({ variant = "ghost", size = "medium" }: { variant?: ButtonVariant; size?: ButtonSize }) {
  const t = useTranslations("accountMenu");
  const { logout, pending } = useLogout(useLocale());
  return (
    <button type="button" className={buttonClass({ variant, size })} onClick={logout} disabled={pending} aria-busy={pending}>
      <LogOutIcon size={18} />
      {pending ? t("loggingOut") : t("logout")}
    </button>
  );
}
