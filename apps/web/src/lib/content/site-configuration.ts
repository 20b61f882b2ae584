import { type SiteConfiguration, siteConfigurationSchema } from "@portal/domain/content/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import { cache } from "react";
import { z } from "zod";
import { fetchContent } from "./fetch-content";
import { contentTags } from "./tags";

const answerSchema = z.object({ data: siteConfigurationSchema });

/**
 * The site configuration of `locale`, or null when the content service cannot give it:
 * the shell then renders with the theme's default colours rather than failing every page.
 */
export const getSiteConfiguration = cache(async (locale: Locale): Promise<SiteConfiguration | null> => {
  try {
    const answer = await fetchContent(
      "site-configuration",
      { populate: "*" },
      {
        locale,
        tags: [contentTags.siteConfiguration(locale)],
        schema: answerSchema,
      },
    );
    return answer?.data ?? null;
  } catch (error) {
    console.error("Site configuration unavailable", error);
    return null;
  }
});
