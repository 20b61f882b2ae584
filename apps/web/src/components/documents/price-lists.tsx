"use client";

import type { LivePriceListFormat } from "@portal/domain/documents/schemas";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { documentQueryKeys, downloadLivePriceList, fetchCatalogBrands, fetchDocuments, type Progress } from "@/lib/documents/api";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { SelectField } from "../ui/form-field";
import { Panel } from "../ui/panel";
import { EmptyState, ErrorState, LoadingState } from "../ui/states";
import { DocumentTable } from "./document-table";
import styles from "./documents.module.css";

type Build = { format: LivePriceListFormat; progress: Progress } | null;

/** Price lists by brand: the manufacturer's published files, and the live list at the company's own prices. */
export function PriceLists({ initialBrand }: { initialBrand?: string }) {
  const t = useTranslations("documents");
  const brands = useQuery({ queryKey: documentQueryKeys.catalogBrands, queryFn: fetchCatalogBrands });
  const [chosen, setChosen] = useState(initialBrand ?? "");
  const [page, setPage] = useState(1);
  const [build, setBuild] = useState<Build>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; brand: string } | null>(null);
  const brand = chosen || brands.data?.[0]?.code || "";
  const brandName = brands.data?.find((entry) => entry.code === brand)?.name ?? brand;
  const count = brands.data?.find((entry) => entry.code === brand)?.productCount;

  const published = useQuery({
    queryKey: documentQueryKeys.page("price_list", { brand, page }),
    queryFn: () => fetchDocuments("price_list", { brand, page }),
    enabled: brand !== "",
    placeholderData: keepPreviousData,
  });

  async function start(format: LivePriceListFormat) {
    setOutcome(null);
    try {
      await downloadLivePriceList(brand, format, (progress) => setBuild({ format, progress }));
      setOutcome({ ok: true, brand: brandName });
    } catch {
      setOutcome({ ok: false, brand: brandName });
    } finally {
      setBuild(null);
    }
  }

  const progress = build?.progress;
  const percent = progress?.phase === "receiving" && progress.total ? Math.round((progress.received / progress.total) * 100) : null;

  return (
    <>
      <Panel title={t("priced.chooseBrand")}>
        {brands.isError ? (
          <ErrorState compact title={t("errors.brands")} onRetry={() => brands.refetch()} retrying={brands.isFetching} />
        ) : brands.isPending ? (
          <LoadingState label={t("priced.brand")} lines={1} />
        ) : (
          <div className={styles.filters}>
            <SelectField
              id="price-list-brand"
              label={t("priced.brand")}
              value={brand}
              disabled={build !== null}
              options={brands.data.map((entry) => ({ value: entry.code, label: entry.name }))}
              onChange={(event) => {
                setChosen(event.target.value);
                setPage(1);
                setOutcome(null);
              }}
            />
          </div>
        )}
      </Panel>
      {brand ? (
        <Panel
          title={t("priced.live")}
          description={
            <>
              {t("priced.liveIntro", { brand: brandName })}
              {count !== undefined ? ` · ${t("priced.references", { count })}` : null}
            </>
          }
        >
          <div className={styles.live}>
            <Button variant="brand" disabled={build !== null} onClick={() => start("xlsx")}>
              {t("priced.xlsx")}
            </Button>
            <Button variant="secondary" disabled={build !== null} onClick={() => start("pdf")}>
              {t("priced.pdf")}
            </Button>
          </div>
          {progress ? (
            <div className={styles.progress} role="status">
              <span>
                {progress.phase === "building" || percent === null
                  ? t("priced.building", { brand: brandName })
                  : t("priced.receiving", { percent })}
              </span>
              <progress aria-label={t("priced.progress")} max={100} value={percent ?? undefined} />
            </div>
          ) : null}
          {outcome ? (
            <div className={styles.progress}>
              <Alert tone={outcome.ok ? "success" : "error"}>
                {outcome.ok ? t("priced.ready", { brand: outcome.brand }) : t("priced.failed")}
              </Alert>
            </div>
          ) : null}
        </Panel>
      ) : null}
      {brand ? (
        <Panel flush title={t("priced.published")} description={t("priced.publishedIntro")}>
          <DocumentTable
            caption={t("priced.published")}
            page={published.data}
            state={published.isError ? "error" : published.isPending ? "loading" : "ready"}
            onRetry={() => published.refetch()}
            onPage={setPage}
            showType={false}
            showProducts={false}
            empty={<EmptyState compact title={t("empty.priceLists")} />}
          />
        </Panel>
      ) : null}
    </>
  );
}
