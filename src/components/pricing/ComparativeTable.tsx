import { useTranslations } from "next-intl";
import type { ComparativeTableConfigDocument } from "../../../prismicio-types";
import { Cta, ctaFromFields } from "@/components/cta/Cta";

const columns = [1, 2, 3] as const;

function Value({ value }: { value: string | null }) {
  const t = useTranslations("marketing");
  const normalized = value?.trim().toLowerCase();
  if (normalized === "yes" || normalized === "true") {
    return (
      <>
        <span aria-hidden="true" className="text-lg font-bold text-green">✓</span>
        <span className="sr-only">{t("included")}</span>
      </>
    );
  }
  if (!normalized || normalized === "no" || normalized === "false") {
    return (
      <>
        <span aria-hidden="true" className="text-stone">–</span>
        <span className="sr-only">{t("notIncluded")}</span>
      </>
    );
  }
  return <>{value}</>;
}

/** The plan comparison table of a comparative_table_config document: three columns, section rows, CTAs. */
export function ComparativeTable({ config, sectionId }: { config: ComparativeTableConfigDocument; sectionId: string }) {
  const t = useTranslations("marketing");
  const { data } = config;
  const headers = columns.map((n) => ({
    n,
    header: data[`column_${n}_header`],
    description: data[`column_${n}_description`],
    cta: ctaFromFields(data[`column_${n}_cta_label`], data[`column_${n}_cta_link`], data[`column_${n}_cta_type`], `${sectionId}-column-${n}`),
  }));
  return (
    // Relative: the screen-reader labels (absolutely placed) stay inside the scroll box instead of widening the page.
    <div className="relative overflow-x-auto" data-testid="comparative-table">
      <table className="w-full min-w-[40rem] border-collapse text-left">
        {data.title ? <caption className="mb-8 text-left text-3xl font-bold tracking-tight">{data.title}</caption> : null}
        <thead>
          <tr className="align-bottom">
            <th scope="col" className="w-2/5 p-4 text-sm font-semibold text-stone">{t("compareFeature")}</th>
            {headers.map((column) => (
              <th key={column.n} scope="col" className="p-4 text-center align-top">
                <span className="block text-xl font-bold">{column.header}</span>
                {column.description ? <span className="mt-1 block text-sm font-normal text-stone">{column.description}</span> : null}
                {column.cta ? <Cta {...column.cta} small className="mt-4" /> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.table_rows.map((row, index) =>
            row.is_section_header ? (
              <tr key={index} className="bg-sugar">
                <th scope="colgroup" colSpan={4} className="p-4 text-base font-bold">{row.label}</th>
              </tr>
            ) : (
              <tr key={index} className="border-b border-cloud">
                <th scope="row" className="p-4 font-medium">
                  {row.label}
                  {row.description ? <span className="mt-1 block text-sm font-normal text-stone">{row.description}</span> : null}
                </th>
                {columns.map((n) => (
                  <td key={n} className="p-4 text-center">
                    <Value value={row[`column_${n}_value`]} />
                  </td>
                ))}
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
