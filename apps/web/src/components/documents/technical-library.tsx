"use client";

import { documentSections } from "@portal/domain/documents/rules";
import { documentLimits } from "@portal/domain/documents/schemas";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useDeferredValue, useState } from "react";
import { documentQueryKeys, fetchDocumentBrands, fetchDocumentProducts, fetchDocuments, type LibraryFilters } from "@/lib/documents/api";
import { Button } from "../ui/button";
import { SelectField, TextField } from "../ui/form-field";
import { Panel } from "../ui/panel";
import { EmptyState, ErrorState } from "../ui/states";
import { DocumentTable } from "./document-table";
import styles from "./documents.module.css";

const technicalKinds = documentSections.technical;

/** The technical library: brand, product (searchable), words and type filters; technical documents, then training documents. */
export function TechnicalLibrary({ initial, linkedProductName }: { initial: Partial<LibraryFilters>; linkedProductName?: string }) {
  const t = useTranslations("documents");
  const [filters, setFilters] = useState<LibraryFilters>({
    brand: initial.brand ?? "",
    product: initial.product ?? "",
    kind: initial.kind ?? "",
    q: initial.q ?? "",
    page: 1,
  });
  const [trainingPage, setTrainingPage] = useState(1);
  const [productSearch, setProductSearch] = useState("");
  const q = useDeferredValue(filters.q);
  const productQ = useDeferredValue(productSearch);
  const change = (patch: Partial<LibraryFilters>) => {
    setFilters((current) => ({ ...current, ...patch, page: patch.page ?? 1 }));
    if (patch.page === undefined) setTrainingPage(1);
  };

  const brands = useQuery({ queryKey: documentQueryKeys.brands("technical"), queryFn: () => fetchDocumentBrands("technical") });
  const products = useQuery({
    queryKey: documentQueryKeys.products("technical", filters.brand, productQ),
    queryFn: () => fetchDocumentProducts("technical", filters.brand, productQ),
    enabled: filters.brand !== "",
    placeholderData: keepPreviousData,
  });
  const listed = { ...filters, q };
  const documents = useQuery({
    queryKey: documentQueryKeys.page("technical", listed),
    queryFn: () => fetchDocuments("technical", listed),
    placeholderData: keepPreviousData,
  });
  const trainingFilters = { brand: filters.brand, q, page: trainingPage };
  const training = useQuery({
    queryKey: documentQueryKeys.page("training", trainingFilters),
    queryFn: () => fetchDocuments("training", trainingFilters),
    placeholderData: keepPreviousData,
  });

  const productOptions = (products.data ?? []).map((product) => ({ value: product.code, label: product.name }));
  // A product chosen from a link stays listed while the search narrows the others.
  if (filters.product && !productOptions.some((option) => option.value === filters.product))
    productOptions.unshift({
      value: filters.product,
      label: filters.product === initial.product && linkedProductName ? linkedProductName : filters.product,
    });
  const stateOf = (query: { isPending: boolean; isError: boolean }) => (query.isError ? "error" : query.isPending ? "loading" : "ready");

  return (
    <>
      <Panel title={t("technical.filters")}>
        <div className={styles.filters}>
          {brands.isError ? (
            <ErrorState compact title={t("errors.brands")} onRetry={() => brands.refetch()} retrying={brands.isFetching} />
          ) : (
            <SelectField
              id="documents-brand"
              label={t("filters.brand")}
              value={filters.brand}
              disabled={brands.isPending}
              aria-busy={brands.isPending || undefined}
              placeholder={t("filters.allBrands")}
              options={(brands.data ?? []).map((brand) => ({ value: brand.code, label: brand.name }))}
              onChange={(event) => {
                setProductSearch("");
                change({ brand: event.target.value, product: "" });
              }}
            />
          )}
          {products.isError ? (
            <ErrorState compact title={t("errors.products")} onRetry={() => products.refetch()} retrying={products.isFetching} />
          ) : (
            <>
              <TextField
                id="documents-product-search"
                label={t("filters.productSearch")}
                type="search"
                hint={filters.brand ? t("filters.productSearchHint") : t("filters.chooseBrandFirst")}
                value={productSearch}
                maxLength={documentLimits.searchLength}
                disabled={!filters.brand}
                onChange={(event) => setProductSearch(event.target.value)}
              />
              <SelectField
                id="documents-product"
                label={t("filters.product")}
                value={filters.product}
                disabled={!filters.brand}
                aria-busy={products.isFetching || undefined}
                placeholder={t("filters.allProducts")}
                options={productOptions}
                onChange={(event) => change({ product: event.target.value })}
              />
            </>
          )}
          <TextField
            id="documents-search"
            label={t("filters.search")}
            type="search"
            value={filters.q}
            maxLength={documentLimits.searchLength}
            onChange={(event) => change({ q: event.target.value })}
          />
          <SelectField
            id="documents-kind"
            label={t("filters.type")}
            value={filters.kind}
            placeholder={t("filters.allTypes")}
            options={technicalKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            onChange={(event) => change({ kind: event.target.value as LibraryFilters["kind"] })}
          />
        </div>
        <div className={styles.filterActions}>
          <Button
            variant="ghost"
            size="small"
            disabled={!filters.brand && !filters.product && !filters.kind && !filters.q}
            onClick={() => {
              setProductSearch("");
              change({ brand: "", product: "", kind: "", q: "" });
            }}
          >
            {t("filters.reset")}
          </Button>
        </div>
      </Panel>
      <Panel flush title={t("technical.list")}>
        <DocumentTable
          caption={t("technical.list")}
          page={documents.data}
          state={stateOf(documents)}
          onRetry={() => documents.refetch()}
          onPage={(page) => change({ page })}
          empty={<EmptyState title={t("empty.title")} description={t("empty.description")} />}
        />
      </Panel>
      <Panel flush title={t("technical.training")} description={t("technical.trainingIntro")}>
        <DocumentTable
          caption={t("technical.training")}
          page={training.data}
          state={stateOf(training)}
          onRetry={() => training.refetch()}
          onPage={setTrainingPage}
          showType={false}
          showProducts={false}
          empty={<EmptyState compact title={t("empty.training")} />}
        />
      </Panel>
    </>
  );
}
