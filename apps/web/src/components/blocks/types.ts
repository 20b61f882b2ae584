import type { Block } from "@portal/domain/content/schemas";
import type { Locale } from "@portal/domain/i18n/locales";

export type BlockOf<Kind extends Block["__component"]> = Extract<Block, { __component: Kind }>;

export type BlockProps<Kind extends Block["__component"]> = {
  block: BlockOf<Kind>;
  locale: Locale;
  /** The first hero of a page carries its main heading. */
  isPageHeading?: boolean;
};
