import type { Customer } from "@portal/domain/accounts/schemas";
import { getLocale, getTranslations } from "next-intl/server";
import { BuildingIcon } from "../icons/icons";
import styles from "./company-card.module.css";

type Company = NonNullable<Customer["company"]>;

function countryName(code: string | null, locale: string): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

export async function CompanyCard({ company, isAdmin }: { company: Company; isAdmin: boolean }) {
  const [t, locale] = await Promise.all([getTranslations("account.company"), getLocale()]);
  const cityLine = [company.zipCode, company.city].filter(Boolean).join(" ");
  const address = [company.street, cityLine, countryName(company.country, locale)].filter(Boolean);
  return (
    <section className={styles.card} aria-labelledby="company-card-title">
      <div className={styles.header}>
        <span className={styles.icon} aria-hidden="true">
          <BuildingIcon size={24} />
        </span>
        <div>
          <p className={styles.eyebrow}>{t("title")}</p>
          <h2 id="company-card-title" className={styles.name}>
            {company.corporateName}
          </h2>
        </div>
        {isAdmin ? <span className={styles.role}>{t("admin")}</span> : null}
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
    </section>
  );
}
