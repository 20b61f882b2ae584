import type { ProductCard as ProductCardData } from "@portal/domain/catalog/schemas";
import type { Locale } from "@portal/domain/i18n/locales";
import { highlightSegments } from "@portal/domain/search/highlight";
import { type SearchFacets, type SearchResult, type SearchSort, searchLimits, searchSorts } from "@portal/domain/search/schemas";
import Form from "next/form";
import NextLink from "next/link";
import { getTranslations } from "next-intl/server";
import { Fragment, type ReactNode } from "react";
import { cardReference, formatPrice } from "@/lib/catalog/format";
import {
  clearFilters,
  filterCount,
  hasAttribute,
  hiddenFields,
  isIndexable,
  LISTING_PAGE_SIZE,
  type ListingState,
  listingHref,
  PRICE_FORM_FIELDS,
  pageCount,
  paginationItems,
  rangeFormFields,
  toggleAttribute,
  toggleBrand,
  toggleStock,
  toggleType,
  withFilters,
  withoutRange,
} from "@/lib/catalog/listing";
import { correctedQuery, highlightQuery, ignoredAsTyped } from "@/lib/search/corrections";
import { searchProducts } from "@/lib/search/search";
import { CheckIcon, ChevronRightIcon, CloseIcon } from "../icons/icons";
import { ChevronLeftIcon, FilterIcon, GridIcon, ListIcon } from "../icons/listing-icons";
import { Alert } from "../ui/alert";
import { buttonClass } from "../ui/button";
import { ListingBusy } from "./listing-busy";
import { ProductCard } from "./product-card";
import styles from "./product-listing.module.css";
import { SortSelect } from "./sort-select";

/** Values of a facet shown at once; the others wait behind "show more". */
const VISIBLE_VALUES = 6;

const sortMessages = {
  relevance: "relevance",
  name: "name",
  "price-asc": "priceAsc",
  "price-desc": "priceDesc",
  newest: "newest",
} as const satisfies Record<SearchSort, string>;

export type ListingProps = {
  locale: Locale;
  state: ListingState;
  /** The page's own path, without query. */
  basePath: string;
  /** Category code the list is limited to. */
  taxon: string | null;
  /** Where a sub-category of the facet leads, keeping the list's other choices. */
  categoryHref: (category: { code: string; slug: string }, state: ListingState) => string;
  /** The category chosen as a filter (search), shown as a removable choice. */
  chosenCategory?: { code: string; name: string } | null;
  /** Marks the words searched in names and references. */
  highlight?: boolean;
  /** What to show when nothing matches words searched, or a list without filters. */
  empty: ReactNode;
};

type Translate = Awaited<ReturnType<typeof getTranslations<"listing">>>;
/** Where a choice leads, and whether crawlers should follow it there. */
type Target = { href: string; indexable: boolean };

/** A product list with its facets, chosen filters, sort, view and pages, all kept in the address. */
export async function ProductListing(props: ListingProps) {
  const { locale, state, taxon } = props;
  const [result, t] = await Promise.all([searchProducts(locale, state, taxon), getTranslations("listing")]);
  return (
    <ListingBusy label={t("loading")}>
      {result.ok ? (
        <Listing {...props} data={result.data} t={t} />
      ) : (
        <div className={styles.error}>
          <Alert tone="error" title={t("error.title")}>
            <p>{t("error.text")}</p>
          </Alert>
          <NextLink href={listingHref(props.basePath, state)} className={buttonClass({ variant: "secondary" })} prefetch={false}>
            {t("error.retry")}
          </NextLink>
        </div>
      )}
    </ListingBusy>
  );
}

async function Listing({ data, t, ...props }: ListingProps & { data: SearchResult; t: Translate }) {
  const { locale, state, basePath } = props;
  const link = (next: ListingState): Target => ({ href: listingHref(basePath, next), indexable: isIndexable(next) });
  const pages = pageCount(data.total);
  const chosen = filterCount(state);
  const [catalog, search] = await Promise.all([getTranslations("catalog"), getTranslations("search")]);

  // Search results mark the words found in names and references, typed or as corrected.
  const markedWords = props.highlight && state.query ? highlightQuery(state.query, data.corrections) : null;
  // The reference sits inside a sentence ("Réf. {reference}"): the sentence is cut around it to mark it alone.
  const [beforeReference = "", afterReference = ""] = catalog("reference", { reference: "\u0000" }).split("\u0000");
  const markedCard = (card: ProductCardData) =>
    markedWords
      ? {
          name: <Marked segments={highlightSegments(locale, card.name, markedWords)} />,
          reference: (
            <>
              {beforeReference}
              <Marked segments={highlightSegments(locale, cardReference(card), markedWords)} />
              {afterReference}
            </>
          ),
        }
      : undefined;

  const corrected = state.query ? correctedQuery(state.query, data.corrections) : null;
  const ignored = state.query ? ignoredAsTyped(state.query, data.ignoredWords) : [];
  const first = (state.page - 1) * LISTING_PAGE_SIZE + 1;
  // Nothing to filter, sort or page through: only the words of the empty list.
  if (data.total === 0 && chosen === 0) return props.empty;

  return (
    <div className={styles.listing}>
      <Facets {...props} facets={data.facets} chosen={chosen} link={link} t={t} />

      <div className={styles.results}>
        <h2 className="visually-hidden">{t("results")}</h2>
        <div className={styles.toolbar}>
          <p className={styles.count}>
            <strong>
              {data.maxResultExceeded && data.total <= searchLimits.maxResults
                ? t("countOver", { max: searchLimits.maxResults })
                : t("count", { count: data.total })}
            </strong>
            {data.products.length > 0 && pages > 1 ? (
              <span className={styles.range}>{t("range", { from: first, to: first + data.products.length - 1, total: data.total })}</span>
            ) : null}
          </p>
          <div className={styles.controls}>
            <Form action={basePath} className={styles.sort}>
              {hiddenFields(state, ["sort"]).map(([name, value]) => (
                <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
              ))}
              <SortSelect
                id="listing-sort"
                label={t("sort.label")}
                apply={t("sort.apply")}
                value={state.sort}
                options={searchSorts.map((sort) => ({ value: sort, label: t(`sort.${sortMessages[sort]}`) }))}
              />
            </Form>
            <div className={styles.views}>
              <span className="visually-hidden">{t("view.label")}</span>
              {(["grid", "list"] as const).map((view) => (
                <NextLink
                  key={view}
                  href={listingHref(basePath, { ...state, view })}
                  className={styles.viewLink}
                  aria-current={state.view === view ? "true" : undefined}
                  rel="nofollow"
                  scroll={false}
                >
                  {view === "grid" ? <GridIcon size={18} /> : <ListIcon size={18} />}
                  <span className={styles.viewText}>{t(`view.${view}`)}</span>
                </NextLink>
              ))}
            </div>
          </div>
        </div>

        <ActiveFilters {...props} facets={data.facets} link={link} t={t} />

        {corrected ? (
          <Alert tone="info" live={false} title={search("correction.title", { corrected })} className={styles.notice}>
            <p>{search("correction.text", { query: state.query })}</p>
          </Alert>
        ) : null}
        {ignored.length > 0 ? (
          <Alert tone="info" live={false} title={search("ignored.title", { words: ignored.join(" ") })} className={styles.notice}>
            <p>{search("ignored.text")}</p>
          </Alert>
        ) : null}
        {data.maxResultExceeded ? (
          <Alert tone="warning" live={false} title={t("maxResults.title", { max: searchLimits.maxResults })} className={styles.notice}>
            <p>{t("maxResults.text", { max: searchLimits.maxResults })}</p>
          </Alert>
        ) : null}

        {data.products.length > 0 ? (
          <ul className={state.view === "list" ? styles.rows : styles.grid}>
            {data.products.map((card) => (
              <li key={card.code}>
                <ProductCard card={card} locale={locale} layout={state.view} marked={markedCard(card)} />
              </li>
            ))}
          </ul>
        ) : data.total > 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{t("outOfRange.title")}</p>
            <p>{t("outOfRange.text", { count: pages })}</p>
            <NextLink href={listingHref(basePath, { ...state, page: 1 })} className={buttonClass({ variant: "brand" })}>
              {t("outOfRange.first")}
            </NextLink>
          </div>
        ) : !state.query ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{t("empty.title")}</p>
            <p>{t("empty.text")}</p>
            <NextLink href={listingHref(basePath, clearFilters(state))} className={buttonClass({ variant: "brand" })}>
              {t("empty.clear")}
            </NextLink>
          </div>
        ) : (
          props.empty
        )}

        <Pagination state={state} basePath={basePath} pages={pages} t={t} />
      </div>
    </div>
  );
}

function Marked({ segments }: { segments: { text: string; match: boolean }[] }) {
  let offset = 0;
  return segments.map((segment) => {
    // Segments cut one text in order: where each starts is its identity.
    const key = offset;
    offset += segment.text.length;
    return segment.match ? <mark key={key}>{segment.text}</mark> : <Fragment key={key}>{segment.text}</Fragment>;
  });
}

type FacetsProps = ListingProps & { facets: SearchFacets; chosen: number; link: (next: ListingState) => Target; t: Translate };

async function Facets({ locale, state, basePath, facets, chosen, link, categoryHref, t }: FacetsProps) {
  const catalog = await getTranslations("catalog");
  const price = facets.price;
  const euros = (cents: number, round: (value: number) => number) => String(round(cents / 100));

  return (
    <section className={styles.facets} aria-labelledby="listing-facets">
      <details className={styles.disclosure}>
        <summary className={styles.summary}>
          <FilterIcon size={20} />
          {t("facets.toggle")}
          {chosen > 0 ? (
            <span className={styles.badge}>
              <span aria-hidden="true">{chosen}</span>
              <span className="visually-hidden">{t("facets.activeCount", { count: chosen })}</span>
            </span>
          ) : null}
          <ChevronRightIcon size={18} className={styles.summaryChevron} />
        </summary>
        <div className={styles.panel}>
          <h2 id="listing-facets" className={styles.facetsTitle}>
            {t("facets.title")}
          </h2>

          {facets.categories.length > 0 ? (
            <FacetGroup id="facet-categories" title={t("facets.categories")} t={t}>
              {facets.categories.map((category) => ({
                key: category.code,
                node: (
                  <NextLink href={categoryHref(category, withFilters(state, {}))} className={styles.category}>
                    <span className={styles.valueLabel}>{category.name}</span>
                    <ValueCount count={category.count} t={t} />
                    <ChevronRightIcon size={16} className={styles.categoryChevron} />
                  </NextLink>
                ),
              }))}
            </FacetGroup>
          ) : null}

          {facets.brands.length > 0 ? (
            <FacetGroup id="facet-brands" title={t("facets.brands")} t={t}>
              {facets.brands.map((brand) => ({
                key: brand.code,
                selected: state.brands.includes(brand.code),
                node: (
                  <FacetValue
                    target={link(toggleBrand(state, brand.code))}
                    label={brand.name}
                    count={brand.count}
                    selected={state.brands.includes(brand.code)}
                    t={t}
                  />
                ),
              }))}
            </FacetGroup>
          ) : null}

          {facets.types.length > 0 ? (
            <FacetGroup id="facet-types" title={t("facets.types")} t={t}>
              {facets.types.map((type) => ({
                key: type.value,
                selected: state.types.includes(type.value),
                node: (
                  <FacetValue
                    target={link(toggleType(state, type.value))}
                    label={t(`types.${type.value}`)}
                    count={type.count}
                    selected={state.types.includes(type.value)}
                    t={t}
                  />
                ),
              }))}
            </FacetGroup>
          ) : null}

          {facets.stockStatuses.length > 0 ? (
            <FacetGroup id="facet-stock" title={t("facets.stock")} t={t}>
              {facets.stockStatuses.map((status) => ({
                key: status.value,
                selected: state.stock.includes(status.value),
                node: (
                  <FacetValue
                    target={link(toggleStock(state, status.value))}
                    label={catalog(`stock.${status.value}`)}
                    count={status.count}
                    selected={state.stock.includes(status.value)}
                    t={t}
                  />
                ),
              }))}
            </FacetGroup>
          ) : null}

          {price || state.price || facets.ranges.length > 0 ? (
            // One form for the price and every value range: one button, and one client component to hydrate.
            <Form action={basePath} className={styles.rangesForm} aria-label={t("facets.ranges")}>
              {hiddenFields(state, ["price", ...facets.ranges.map((range) => `range:${range.code}` as const)]).map(([name, value]) => (
                <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
              ))}
              {price || state.price ? (
                <RangeFields
                  id="facet-price"
                  title={t("facets.price")}
                  fields={PRICE_FORM_FIELDS}
                  labels={{ min: t("facets.priceMin"), max: t("facets.priceMax") }}
                  value={state.price}
                  step="0.01"
                  placeholders={price ? { min: euros(price.minCents, Math.floor), max: euros(price.maxCents, Math.ceil) } : null}
                  hint={
                    price
                      ? t("facets.priceAvailable", { min: formatPrice(price.minCents, locale), max: formatPrice(price.maxCents, locale) })
                      : null
                  }
                />
              ) : null}
              {facets.ranges.map((range) => (
                <RangeFields
                  key={range.code}
                  id={`facet-range-${range.code}`}
                  title={range.unit ? `${range.name} (${range.unit})` : range.name}
                  fields={rangeFormFields(range.code)}
                  labels={{ min: t("facets.rangeMin"), max: t("facets.rangeMax") }}
                  value={state.ranges.find((chosen) => chosen.attribute === range.code) ?? null}
                  step="any"
                  placeholders={{ min: String(range.min), max: String(range.max) }}
                  hint={t("facets.rangeAvailable", {
                    min: measure(range.min, range.unit, locale),
                    max: measure(range.max, range.unit, locale),
                  })}
                />
              ))}
              <div className={styles.rangesApply}>
                <button type="submit" className={buttonClass({ variant: "secondary", size: "small", block: true })}>
                  {t("facets.priceApply")}
                </button>
              </div>
            </Form>
          ) : null}

          {facets.attributes.map((attribute) =>
            attribute.options.length > 0 ? (
              <FacetGroup
                key={attribute.code}
                id={`facet-attribute-${attribute.code}`}
                title={attribute.unit ? `${attribute.name} (${attribute.unit})` : attribute.name}
                t={t}
              >
                {attribute.options.map((option) => ({
                  key: option.code,
                  selected: hasAttribute(state, attribute.code, option.code),
                  node: (
                    <FacetValue
                      target={link(toggleAttribute(state, attribute.code, option.code))}
                      label={option.label}
                      count={option.count}
                      selected={hasAttribute(state, attribute.code, option.code)}
                      t={t}
                    />
                  ),
                }))}
              </FacetGroup>
            ) : null,
          )}
        </div>
      </details>
    </section>
  );
}

type RangeFieldsProps = {
  id: string;
  title: string;
  fields: { min: string; max: string };
  labels: { min: string; max: string };
  value: { min: number | null; max: number | null } | null;
  step: string;
  placeholders: { min: string; max: string } | null;
  hint: string | null;
};

/** The lowest and highest value wanted of one range, as a group of the ranges' form. */
function RangeFields({ id, title, fields, labels, value, step, placeholders, hint }: RangeFieldsProps) {
  const hintId = hint ? `${id}-range` : undefined;
  return (
    <fieldset className={`${styles.group} ${styles.rangeGroup}`}>
      <legend className={styles.groupTitle}>{title}</legend>
      <div className={styles.priceFields}>
        {(["min", "max"] as const).map((end) => (
          <div key={end} className={styles.priceField}>
            <label htmlFor={`${id}-${end}`}>{labels[end]}</label>
            <input
              id={`${id}-${end}`}
              name={fields[end]}
              type="number"
              inputMode="decimal"
              min={0}
              step={step}
              defaultValue={value?.[end] ?? undefined}
              placeholder={placeholders?.[end]}
              aria-describedby={hintId}
            />
          </div>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className={styles.priceHint}>
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A technical value with its unit, as read in `locale`: « 38,5 kg ». */
function measure(value: number, unit: string | null, locale: string): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value);
  return unit ? `${number} ${unit}` : number;
}

type FacetItem = { key: string; node: ReactNode; selected?: boolean };

/** A group of values; one that offers a single value, not chosen, would filter nothing and is left out. */
function FacetGroup({ id, title, t, children }: { id: string; title: string; t: Translate; children: FacetItem[] }) {
  if (children.length === 1 && !children[0]?.selected) return null;
  const shown = children.slice(0, VISIBLE_VALUES);
  const more = children.slice(VISIBLE_VALUES);
  const list = (items: FacetItem[]) => (
    <ul className={styles.values} aria-labelledby={id}>
      {items.map((item) => (
        <li key={item.key}>{item.node}</li>
      ))}
    </ul>
  );
  return (
    <div className={styles.group}>
      <h3 id={id} className={styles.groupTitle}>
        {title}
      </h3>
      {list(shown)}
      {more.length > 0 ? (
        <details className={styles.more}>
          <summary>{t("facets.more", { count: more.length })}</summary>
          {list(more)}
        </details>
      ) : null}
    </div>
  );
}

function ValueCount({ count, t }: { count: number; t: Translate }) {
  return (
    <>
      <span className={styles.valueCount} aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">, {t("facets.count", { count })}</span>
    </>
  );
}

type FacetValueProps = { target: Target; label: string; count: number; selected: boolean; t: Translate };

/** One value of a facet: a link to the list with that value added or taken away. */
function FacetValue({ target, label, count, selected, t }: FacetValueProps) {
  if (count === 0 && !selected) {
    return (
      <span className={`${styles.value} ${styles.valueEmpty}`}>
        <span className={styles.box} aria-hidden="true" />
        <span className={styles.valueLabel}>{label}</span>
        <ValueCount count={0} t={t} />
      </span>
    );
  }
  return (
    <NextLink
      href={target.href}
      rel={target.indexable ? undefined : "nofollow"}
      className={styles.value}
      data-selected={selected ? "" : undefined}
      scroll={false}
    >
      <span className={styles.box} aria-hidden="true">
        {selected ? <CheckIcon size={14} strokeWidth={3} /> : null}
      </span>
      <span className={styles.valueLabel}>{label}</span>
      <ValueCount count={count} t={t} />
      {selected ? <span className="visually-hidden">, {t("facets.selected")}</span> : null}
    </NextLink>
  );
}

type ActiveFiltersProps = ListingProps & { facets: SearchFacets; link: (next: ListingState) => Target; t: Translate };

/** The chosen filters as chips that each take one away, and the way to take them all away. */
async function ActiveFilters({ locale, state, basePath, facets, chosenCategory, link, t }: ActiveFiltersProps) {
  const catalog = await getTranslations("catalog");
  const chips: { key: string; label: string; target: Target }[] = [];
  if (state.category) {
    chips.push({
      key: `category:${state.category}`,
      label: chosenCategory?.code === state.category ? chosenCategory.name : state.category,
      target: link(withFilters(state, { category: null })),
    });
  }
  for (const code of state.brands) {
    const name = facets.brands.find((brand) => brand.code === code)?.name ?? code;
    chips.push({ key: `brand:${code}`, label: name, target: link(toggleBrand(state, code)) });
  }
  for (const type of state.types) chips.push({ key: `type:${type}`, label: t(`types.${type}`), target: link(toggleType(state, type)) });
  for (const status of state.stock) {
    chips.push({ key: `stock:${status}`, label: catalog(`stock.${status}`), target: link(toggleStock(state, status)) });
  }
  if (state.price) {
    const { min, max } = state.price;
    const amount = (euros: number) => formatPrice(Math.round(euros * 100), locale);
    const label =
      min !== null && max !== null
        ? t("active.priceBetween", { min: amount(min), max: amount(max) })
        : min !== null
          ? t("active.priceFrom", { min: amount(min) })
          : t("active.priceUpTo", { max: amount(max ?? 0) });
    chips.push({ key: "price", label, target: link(withFilters(state, { price: null })) });
  }
  for (const { attribute, min, max } of state.ranges) {
    const facet = facets.ranges.find((entry) => entry.code === attribute);
    const name = facet?.name ?? attribute;
    const unit = facet?.unit ?? null;
    const label =
      min !== null && max !== null
        ? t("active.rangeBetween", { name, min: measure(min, unit, locale), max: measure(max, unit, locale) })
        : min !== null
          ? t("active.rangeFrom", { name, min: measure(min, unit, locale) })
          : t("active.rangeUpTo", { name, max: measure(max ?? 0, unit, locale) });
    chips.push({ key: `range:${attribute}`, label, target: link(withoutRange(state, attribute)) });
  }
  for (const { attribute, option } of state.attributes) {
    const facet = facets.attributes.find((entry) => entry.code === attribute);
    const optionLabel = facet?.options.find((entry) => entry.code === option)?.label ?? option;
    chips.push({
      key: `attribute:${attribute}:${option}`,
      label: t("active.attribute", { name: facet?.name ?? attribute, value: optionLabel }),
      target: link(toggleAttribute(state, attribute, option)),
    });
  }
  if (chips.length === 0) return null;

  return (
    <div className={styles.active}>
      <p id="listing-active" className={styles.activeLabel}>
        {t("active.label")}
      </p>
      <ul className={styles.chips} aria-labelledby="listing-active">
        {chips.map((chip) => (
          <li key={chip.key}>
            <NextLink href={chip.target.href} rel={chip.target.indexable ? undefined : "nofollow"} className={styles.chip} scroll={false}>
              <span aria-hidden="true">{chip.label}</span>
              <span className="visually-hidden">{t("active.remove", { filter: chip.label })}</span>
              <CloseIcon size={14} />
            </NextLink>
          </li>
        ))}
      </ul>
      {chips.length > 1 ? (
        <NextLink href={listingHref(basePath, clearFilters(state))} className={styles.clearAll} scroll={false}>
          {t("active.clear")}
        </NextLink>
      ) : null}
    </div>
  );
}

function Pagination({ state, basePath, pages, t }: { state: ListingState; basePath: string; pages: number; t: Translate }) {
  const items = paginationItems(state.page, pages);
  if (items.length === 0) return null;
  const pageHref = (page: number) => listingHref(basePath, { ...state, page });
  return (
    <nav className={styles.pagination} aria-label={t("pagination.label")}>
      <p className={styles.pageStatus}>{t("pagination.status", { page: state.page, count: pages })}</p>
      <ul className={styles.pages}>
        <li>
          {state.page > 1 ? (
            <NextLink href={pageHref(state.page - 1)} rel="prev" className={styles.step}>
              <ChevronLeftIcon size={18} />
              <span className={styles.stepText}>{t("pagination.previous")}</span>
            </NextLink>
          ) : (
            <span className={`${styles.step} ${styles.stepDisabled}`} aria-hidden="true">
              <ChevronLeftIcon size={18} />
              <span className={styles.stepText}>{t("pagination.previous")}</span>
            </span>
          )}
        </li>
        {items.map((item) =>
          item.kind === "gap" ? (
            <li key={item.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <NextLink
                href={pageHref(item.page)}
                className={styles.pageLink}
                aria-label={t("pagination.page", { page: item.page })}
                aria-current={item.page === state.page ? "page" : undefined}
              >
                {item.page}
              </NextLink>
            </li>
          ),
        )}
        <li>
          {state.page < pages ? (
            <NextLink href={pageHref(state.page + 1)} rel="next" className={styles.step}>
              <span className={styles.stepText}>{t("pagination.next")}</span>
              <ChevronRightIcon size={18} />
            </NextLink>
          ) : (
            <span className={`${styles.step} ${styles.stepDisabled}`} aria-hidden="true">
              <span className={styles.stepText}>{t("pagination.next")}</span>
              <ChevronRightIcon size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
