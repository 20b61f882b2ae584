import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundView } from "@/components/content/error-views";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("errorPages.notFound");
  return { title: t("title"), robots: { index: false } };
}

export default function LocaleNotFound() {
  return <NotFoundView />;
}
