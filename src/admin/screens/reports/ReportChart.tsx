import { BarChart } from '@mui/x-charts/BarChart';
import type { ReportColumn, ReportRow } from './reportTypes';

/** A report's bars: its first column along the bottom, one series per charted column. Its own chunk (React.lazy). */
export default function ReportChart({
  rows,
  label,
  series,
}: {
  rows: ReportRow[];
  label: ReportColumn;
  series: ReportColumn[];
}) {
  return (
    <BarChart
      height={240}
      xAxis={[{ scaleType: 'band', data: rows.map((row) => String(row[label.key])) }]}
      series={series.map((column) => ({
        data: rows.map((row) => Number(row[column.key])),
        label: column.label,
        valueFormatter: column.format ? (value: number | null) => column.format!(value ?? 0) : undefined,
      }))}
    />
  );
}
