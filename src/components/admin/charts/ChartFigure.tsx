import type { ReactNode } from "react";

export interface ChartDatum {
  /** What the point or bar stands for (a day, a page, a source). */
  label: string;
  value: number;
}

/**
 * A chart with its caption and, for screen readers and keyboards, the same numbers as a table (a disclosure the
 * reader opens); the SVG itself is one labelled image.
 */
export function ChartFigure({ id, title, data, labelHeader, valueHeader, children }: { id: string; title: string; data: ChartDatum[]; labelHeader: string; valueHeader: string; children: ReactNode }) {
  return (
    <figure className="min-w-0" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="mb-2 font-semibold">
        {title}
      </figcaption>
      {data.length === 0 ? <p className="text-sm text-neutral-600">No data in this period.</p> : children}
      {data.length > 0 ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer underline focus-visible:outline-2 focus-visible:outline-offset-2">Show the numbers as a table</summary>
          <table className="mt-2 w-full border-collapse text-left" data-chart-table={id}>
            <thead>
              <tr>
                <th scope="col" className="border-b py-1 pr-4">
                  {labelHeader}
                </th>
                <th scope="col" className="border-b py-1 text-right">
                  {valueHeader}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((datum) => (
                <tr key={datum.label}>
                  <td className="border-b py-1 pr-4 break-all">{datum.label}</td>
                  <td className="border-b py-1 text-right tabular-nums">{datum.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </figure>
  );
}
