/** A report's rows and columns: what its table, its chart and its CSV share. */
export type ReportRow = Record<string, string | number>;

export interface ReportColumn {
  key: string;
  label: string;
  /** How a cell reads on screen (money, a percentage); the CSV keeps the plain value. */
  format?: (value: number) => string;
  /** Drawn as a series of the chart. */
  chart?: boolean;
}
