import type { Customer } from "@portal/domain/accounts/schemas";
import type { SalesRepresentative } from "@portal/domain/companies/sales-representatives";
import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { BuildingIcon, UserIcon } from "../icons/icons";
import styles from "./company-card.module.css";
import { SalesRepresentativeBlock } from "./sales-representative";

type Company = NonNullable<Customer["company"]>;

function countryName(code: string | null, locale: string): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

type CompanyCardProps = {
  company: Company;
  isAdmin: boolean;
  /** An individual's account, a company of one: nothing to administer, no other company to join. */
  individual: boolean;
  /** The manufacturer's sales representative for the company's department, when one covers it. */
  representative: SalesRepresentative | null;
};

export async function CompanyCard({ company, isAdmin, individual, representative }: CompanyCardProps) {
  const [t, locale] = await Promise.all([getTranslations("account.company"), getLocale()]);
  const cityLine = [company.zipCode, company.city].filter(Boolean).join(" ");
  const address = [company.street, cityLine, countryName(company.country, locale)].filter(Boolean);
  return (
    <section className={styles.card} aria-labelledby="company-card-title">
      <div className={styles.header}>
        <span className={styles.icon} aria-hidden="true">
          {individual ? <UserIcon size={24} /> : <BuildingIcon size={24} />}
        </span>
        <div>
          <p className={styles.eyebrow}>{individual ? t("individualTitle") : t("title")}</p>
          <h2 id="company-card-title" className={styles.name}>
            {company.corporateName}
          </h2>
        </div>
        {isAdmin && !individual ? <span className={styles.role}>{t("admin")}</span> : null}
      </div>
      <dl className={styles.details}>
        {company.clientCode ? (
          <div>
            <dt>{t("clientCode")}</dt>
            <dd className={styles.code}>{company.clientCode}</dd>
          </div>
        ) : null}
        {company.siret ? (
          <div>
            <dt>{t("siret")}</dt>
            <dd className={styles.code}>{company.siret}</dd>
          </div>
        ) : null}
        {address.length > 0 ? (
          <div>
            <dt>{t("address")}</dt>
            <dd>
              {address.map((line) => (
                <span key={line} className={styles.line}>
                  {line}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
        {company.phone ? (
          <div>
            <dt>{t("phone")}</dt>
            <dd>{company.phone}</dd>
          </div>
        ) : null}
      </dl>
      {representative ? (
        <SalesRepresentativeBlock representative={representative} title={t("representative")} className={styles.representative} />
      ) : null}
      {individual ? null : (
        <div className={styles.footer}>
          <Link href="/user/company/add" className={styles.footerLink}>
            {t("add")}
          </Link>
        </div>
      )}
    </section>
  );
}
