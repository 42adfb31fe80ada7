import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { ReservationStats } from '../../providers/toursMethods';

/** DECISIONS RES-05: one bar per bucket of the period, its real count. */
export default function ReservationChart({ buckets }: { buckets: ReservationStats['buckets'] }) {
  const translate = useTranslate();
  return (
    <BarChart
      height={240}
      xAxis={[{ scaleType: 'band', data: buckets.map((bucket) => bucket.label) }]}
      series={[{ data: buckets.map((bucket) => bucket.count), label: translate('ep.reservations.count') }]}
      hideLegend
    />
  );
}
