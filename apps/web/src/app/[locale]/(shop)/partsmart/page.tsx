import { isLocale, type Locale } from "@portal/domain/i18n/locales";
import { diagramLinkOf } from "@portal/domain/parts/rules";
import { partsLimits } from "@portal/domain/parts/schemas";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Breadcrumb } from "@/components/content/breadcrumb";
import { DiagramWorkbench } from "@/components/parts/diagram-workbench";
import { ExternalCatalogue } from "@/components/parts/external-catalogue";
import styles from "@/components/parts/parts.module.css";
import { PartsProviders } from "@/components/parts/parts-providers";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { Panel } from "@/components/ui/panel";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { StatusBadge } from "@/components/ui/status-badge";
import { pathFor } from "@/i18n/paths";
import { loginPath } from "@/i18n/route-access";
import { getSession } from "@/lib/api/session";
import { cartOwner } from "@/lib/cart/view";
import { productPathTemplate } from "@/lib/catalog/product-page";
import { pageParam } from "@/lib/http/page-param";
import { getDiagram, getModelAssemblies, getPartsmartInformations, listPartsModels, searchPositions } from "@/lib/parts/server";
import { modelsPageHref, modelTitle, partsHref } from "@/lib/parts/view";

type PageProps = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "parts" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/** The spare-parts catalogue: pick a machine model, then an assembly; its exploded view beside its parts. */
export default async function PartsmartPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const query = await searchParams;
  const path = pathFor("/partsmart", locale);
  const session = await getSession();
  if (session.status !== "customer") {
    const search = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : [])));
    redirect(`${loginPath(locale)}?returnTo=${encodeURIComponent(search.size ? `${path}?${search}` : path)}`);
  }
  const owner = cartOwner(session.customer.id, session.customer.company?.id);
  const [t, product, informations] = await Promise.all([
    getTranslations("parts"),
    getTranslations("product"),
    getPartsmartInformations(locale),
  ]);
  const breadcrumb = <Breadcrumb items={[{ label: product("home"), href: `/${locale}` }, { label: t("title") }]} />;

  if (informations.ok && informations.data.provider === "external") {
    const src = new URL(informations.data.url);
    src.searchParams.set("key", informations.data.key);
    src.searchParams.set("lang", locale);
    return (
      <div className="container">
        {breadcrumb}
        <PageHeader title={t("title")} description={t("external")} />
        <PartsProviders>
          <ExternalCatalogue src={src.href} origin={informations.data.origin} owner={owner} title={t("title")} />
        </PartsProviders>
      </div>
    );
  }

  const link = diagramLinkOf({ model: one(query.model), assembly: one(query.assembly), position: one(query.position) });
  return (
    <div className="container">
      {breadcrumb}
      <div className={styles.page}>
        {link.model ? (
          <ModelView locale={locale} model={link.model} assembly={link.assembly} position={link.position} path={path} owner={owner} />
        ) : (
          <Picker
            locale={locale}
            path={path}
            q={one(query.q)?.slice(0, partsLimits.searchLength) ?? ""}
            brand={one(query.brand) ?? ""}
            find={one(query.find) ?? ""}
            page={pageParam(query.page, partsLimits.maxPage)}
          />
        )}
      </div>
    </div>
  );
}

type PickerProps = { locale: Locale; path: string; q: string; brand: string; find: string; page: number };

async function Picker({ locale, path, q, brand, find, page }: PickerProps) {
  const t = await getTranslations("parts");
  const [models, hits] = await Promise.all([
    listPartsModels(locale, { q: q || undefined, brand: brand || undefined, page }),
    find.trim().length >= partsLimits.searchMinLength ? searchPositions(locale, find.trim().slice(0, partsLimits.searchLength), 1) : null,
  ]);
  // The brand choices come with the list: every brand that has models, whatever the filters.
  const brands = models.ok ? models.data.brands.map((entry) => [entry.code, entry.name] as const) : [];
  return (
    <>
      <PageHeader title={t("title")} description={t("intro")} />
      <Panel title={t("search.title")} description={t("search.intro")}>
        <form action={path} method="get" className={styles.filters}>
          <TextField
            id="parts-find"
            name="find"
            type="search"
            label={t("search.label")}
            defaultValue={find}
            maxLength={partsLimits.searchLength}
            className={styles.filterField}
          />
          <Button type="submit" variant="primary">
            {t("search.submit")}
          </Button>
        </form>
        {hits ? (
          hits.ok && hits.data.items.length > 0 ? (
            <>
              <p className={styles.note}>{t("search.count", { count: hits.data.total })}</p>
              <ul className={styles.hits}>
                {hits.data.items.map((hit) => (
                  <li key={`${hit.model.code}-${hit.assembly.code}-${hit.number}`}>
                    <a href={partsHref(path, { model: hit.model.code, assembly: hit.assembly.code, position: hit.number })}>
                      <strong>{hit.reference}</strong> {hit.name} —{" "}
                      {t("search.where", {
                        model: `${hit.model.brand} ${hit.model.name}`,
                        assembly: hit.assembly.name,
                        number: hit.number,
                      })}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <EmptyState compact title={t("search.none")} />
          )
        ) : null}
      </Panel>
      <Panel title={t("models.title")}>
        <form action={path} method="get" className={styles.filters}>
          <TextField
            id="parts-model"
            name="q"
            type="search"
            label={t("models.search")}
            defaultValue={q}
            maxLength={partsLimits.searchLength}
            className={styles.filterField}
          />
          <SelectField
            id="parts-brand"
            name="brand"
            label={t("models.brand")}
            defaultValue={brand}
            className={styles.filterField}
            options={[{ value: "", label: t("models.allBrands") }, ...brands.map(([code, name]) => ({ value: code, label: name }))]}
          />
          <Button type="submit" variant="secondary">
            {t("models.filter")}
          </Button>
        </form>
        {!models.ok ? (
          <ErrorState compact title={t("error")} />
        ) : models.data.items.length === 0 ? (
          <EmptyState compact title={t("models.none")} />
        ) : (
          <ul className={styles.models}>
            {models.data.items.map((model) => (
              <li key={model.code}>
                <a className={styles.modelCard} href={partsHref(path, { model: model.code })}>
                  {/* biome-ignore lint/performance/noImgElement: a small catalogue drawing. */}
                  {model.image ? <img src={model.image} alt="" width={64} height={64} loading="lazy" /> : <span />}
                  <span>
                    <span className={styles.modelName}>{model.name}</span>
                    <span className={styles.modelMeta}>
                      {model.brand.name} · {t("models.assemblies", { count: model.assemblies })}
                    </span>
                    {model.registered ? <span className={styles.mine}>{t("models.registered")}</span> : null}
                    {model.discontinued ? <StatusBadge tone="neutral">{t("models.discontinued")}</StatusBadge> : null}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
        {models.ok && models.data.total > models.data.itemsPerPage ? (
          <Pagination
            label={t("models.pages")}
            hasPrevious={page > 1}
            hasNext={page * models.data.itemsPerPage < models.data.total}
            previousHref={modelsPageHref(path, { q, brand, page: page - 1 })}
            nextHref={modelsPageHref(path, { q, brand, page: page + 1 })}
            status={t("models.pageStatus", {
              from: Math.min(models.data.total, (page - 1) * models.data.itemsPerPage + 1),
              to: Math.min(models.data.total, page * models.data.itemsPerPage),
              total: models.data.total,
            })}
          />
        ) : null}
      </Panel>
    </>
  );
}

async function ModelView(props: {
  locale: Locale;
  model: string;
  assembly: string | null;
  position: number | null;
  path: string;
  owner: string;
}) {
  const { locale, model, position, path, owner } = props;
  const t = await getTranslations("parts");
  const found = await getModelAssemblies(locale, model);
  if (!found.ok) {
    if (found.status === 404 || found.status === 400) notFound();
    return <ErrorState title={t("error")} />;
  }
  const { assemblies } = found.data;
  const assembly = props.assembly ?? assemblies[0]?.code ?? null;
  const diagram = assembly ? await getDiagram(locale, model, assembly) : null;
  if (diagram && !diagram.ok && (diagram.status === 404 || diagram.status === 400)) notFound();
  const back = <a href={path}>{t("back")}</a>;
  return (
    <>
      <PageHeader
        title={modelTitle(found.data.model)}
        description={t("modelIntro")}
        breadcrumb={back}
        actions={found.data.model.discontinued ? <StatusBadge tone="neutral">{t("models.discontinued")}</StatusBadge> : undefined}
      />
      <nav aria-label={t("assemblies")}>
        <ul className={styles.assemblies}>
          {assemblies.map((entry) => (
            <li key={entry.code}>
              <a
                className={styles.assembly}
                href={partsHref(path, { model, assembly: entry.code })}
                aria-current={entry.code === assembly ? "page" : undefined}
              >
                {/* biome-ignore lint/performance/noImgElement: the assembly's drawing as its thumbnail. */}
                <img src={entry.svg} alt="" width={128} height={72} loading="lazy" />
                {entry.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {!diagram ? (
        <EmptyState title={t("noDiagram")} />
      ) : !diagram.ok ? (
        <ErrorState title={t("error")} />
      ) : (
        <PartsProviders>
          <DiagramWorkbench
            key={`${model}-${assembly}`}
            diagram={diagram.data}
            locale={locale}
            owner={owner}
            highlight={position}
            productPath={productPathTemplate(locale)}
          />
        </PartsProviders>
      )}
    </>
  );
}
