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
    <figure className="chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="chart-title">
        {title}
      </figcaption>
      {data.length === 0 ? <p className="muted">No data in this period.</p> : children}
      {data.length > 0 ? (
        <details className="chart-numbers">
          <summary>Show the numbers as a table</summary>
          <table data-chart-table={id}>
            <thead>
              <tr>
                <th scope="col">
                  {labelHeader}
                </th>
                <th scope="col" className="number">
                  {valueHeader}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((datum) => (
                <tr key={datum.label}>
                  <td className="label-cell">{datum.label}</td>
                  <td className="number">{datum.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </figure>
  );
}
