import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { BookingStats } from '../../providers/toursMethods';

/**
 * DECISIONS RES-05: per bucket of the period, its real count of bookings and the money received in it (by the day it
 * came in).
 */
export default function BookingChart({ buckets }: { buckets: BookingStats['buckets'] }) {
  const translate = useTranslate();
  return (
    <BarChart
      height={240}
      xAxis={[{ scaleType: 'band', data: buckets.map((bucket) => bucket.label) }]}
      yAxis={[{ id: 'count' }, { id: 'money', position: 'right' }]}
      series={[
        { data: buckets.map((bucket) => bucket.count), label: translate('ep.reservations.count'), yAxisId: 'count' },
        {
          data: buckets.map((bucket) => bucket.paid),
          label: translate('ep.reservations.received'),
          yAxisId: 'money',
          valueFormatter: (value) => `$${value ?? 0}`,
        },
      ]}
    />
  );
}
