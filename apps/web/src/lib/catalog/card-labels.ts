import { availabilityStatuses } from "@portal/domain/catalog/availability";
import { COMPARATOR_LIMIT } from "@portal/domain/catalog/comparator";
import { getLocale, getTranslations } from "next-intl/server";
import { cache } from "react";
import type { ProductCardLabels } from "@/components/catalog/product-card-view";
import { messageAround } from "@/i18n/message-parts";
import { pathFor } from "@/i18n/paths";

/**
 * The words of product cards and compare toggles, one object per request: the page's data then
 * carries it to the browser once, however many cards the page shows.
 */
export const productCardLabels = cache(async (): Promise<ProductCardLabels> => {
  const [t, compare, locale] = await Promise.all([getTranslations("catalog"), getTranslations("compare"), getLocale()]);
  return {
    from: t("from"),
    exclVat: t("exclVat"),
    listExclVat: t("listExclVat"),
    listPrice: t("listPrice"),
    yourPrice: t("yourPrice"),
    priceOnRequest: t("priceOnRequest"),
    reference: messageAround((values) => t("reference", values), "reference"),
    stock: Object.fromEntries(availabilityStatuses.map((status) => [status, t(`stock.${status}`)])) as ProductCardLabels["stock"],
    compare: {
      add: compare("add"),
      addShort: compare("addShort"),
      limitReached: compare("limitReached", { limit: COMPARATOR_LIMIT }),
      view: compare("view"),
      comparatorPath: pathFor("/comparator", locale),
    },
  };
});
