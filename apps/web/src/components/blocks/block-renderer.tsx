import type { Block } from "@portal/domain/content/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import { BrandsBlock } from "./brands";
import { CategoryTilesBlock } from "./category-tiles";
import { CtaBannerBlock } from "./cta-banner";
import { FeaturesBlock } from "./features";
import { HeroBlock } from "./hero";
import { MediaTextBlock } from "./media-text";
import { NewsBlock } from "./news";
import { RichTextBlock } from "./rich-text";

/** Renders a content page's blocks in order; a leading hero carries the page's <h1>. */
export function BlockRenderer({ blocks, locale, heroIsPageHeading }: { blocks: Block[]; locale: Locale; heroIsPageHeading: boolean }) {
  return blocks.map((block, index) => {
    const key = `${block.__component}-${index}`;
    switch (block.__component) {
      case "blocks.hero":
        return <HeroBlock key={key} block={block} locale={locale} isPageHeading={heroIsPageHeading && index === 0} />;
      case "blocks.category-tiles":
        return <CategoryTilesBlock key={key} block={block} locale={locale} />;
      case "blocks.rich-text":
        return <RichTextBlock key={key} block={block} locale={locale} />;
      case "blocks.media-text":
        return <MediaTextBlock key={key} block={block} locale={locale} />;
      case "blocks.features":
        return <FeaturesBlock key={key} block={block} locale={locale} />;
      case "blocks.cta-banner":
        return <CtaBannerBlock key={key} block={block} locale={locale} />;
      case "blocks.news":
        return <NewsBlock key={key} block={block} locale={locale} />;
      case "blocks.brands":
        return <BrandsBlock key={key} block={block} locale={locale} />;
      default:
        return null;
    }
  });
}
