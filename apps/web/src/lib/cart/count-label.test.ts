import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import de from "../../../messages/de.json";
import en from "../../../messages/en.json";
import fr from "../../../messages/fr.json";
import nl from "../../../messages/nl.json";
import { countLabel, countLabels } from "./count-label";

const catalogs = { fr, en, de, nl };

describe("count labels", () => {
  it.each(Object.keys(catalogs) as (keyof typeof catalogs)[])("read in %s as the message itself would", (locale) => {
    const t = createTranslator({ locale, messages: catalogs[locale], namespace: "header" });
    const format = (count: number) => t("cartQuantity", { count });
    const labels = countLabels(format, locale);
    for (const count of [0, 1, 2, 5, 21, 1_000, 12_345]) expect(countLabel(labels, count, locale)).toBe(format(count));
  });
});
