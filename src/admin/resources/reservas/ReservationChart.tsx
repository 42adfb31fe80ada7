import { BarChart } from '@mui/x-charts/BarChart';
import type { ReservationStats } from '../../providers/toursMethods';

/** DECISIONS RES-05: per bucket of the period, its real count of bookings and the money paid for them. */
export default function ReservationChart({ buckets }: { buckets: ReservationStats['buckets'] }) {
  return (
    <BarChart
      height={240}
      xAxis={[{ scaleType: 'band', data: buckets.map((bucket) => bucket.label) }]}
      yAxis={[{ id: 'count' }, { id: 'money', position: 'right' }]}
      series={[
        { data: buckets.map((bucket) => bucket.count), label: 'Reservas', yAxisId: 'count' },
        { data: buckets.map((bucket) => bucket.paid), label: 'Ganancia', yAxisId: 'money', valueFormatter: (value) => `$${value ?? 0}` },
      ]}
    />
  );
}
