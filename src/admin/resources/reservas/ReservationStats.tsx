import { lazy, Suspense, useState } from 'react';
import { Box, Card, CardContent, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { today } from '../../../domain/common';
import { PERIODS, type Period } from '../../../domain/reservationPeriods';
import { EARNINGS_PER_RESERVATION, type ReservationState } from '../../../domain/reservations';
import type { EpDataProvider } from '../../providers/dataProvider';

// The chart library is heavy: it loads with this screen only.
const ReservationChart = lazy(() => import('./ReservationChart'));

/** The browser's own date, so a bucket ends where the owner's day does (UTC-4 in Puerto Plata). */
const localToday = () => today(new Date(Date.now() - new Date().getTimezoneOffset() * 60_000));

const usd = (amount: number) => amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

function StatCard({ title, value }: { title: string; value: string }) {
  return (
    <Card variant="outlined" sx={{ minWidth: 160, flex: 1 }}>
      <CardContent>
        <Typography color="text.secondary" variant="body2">
          {title}
        </Typography>
        <Typography variant="h5" data-testid={`card-${title}`}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * RES-02..05: the period tabs, the Reservas and Ganancia cards (count × 50, computed here) and the chart of
 * real counts per bucket (DECISIONS RES-05), for the estado tab chosen below.
 */
export function ReservationStats() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<EpDataProvider>();
  const { filterValues } = useListContext();
  const estado = filterValues.estado as ReservationState | undefined;
  const [period, setPeriod] = useState<Period>('mensual');
  const day = localToday();
  const { data, isPending, isError } = useQuery({
    queryKey: ['reservas', 'stats', period, day, estado ?? 'todas'],
    queryFn: async () => (await dataProvider.reservationStats({ period, today: day, estado })).data,
  });
  const total = data?.total ?? 0;
  return (
    <Box sx={{ p: 1 }}>
      <Tabs value={period} onChange={(_event, value: Period) => setPeriod(value)} aria-label={translate('ep.reservations.period')} variant="scrollable" allowScrollButtonsMobile>
        {PERIODS.map((value) => (
          <Tab key={value} value={value} label={translate(`ep.reservations.periodTabs.${value}`)} sx={{ textTransform: 'none' }} />
        ))}
      </Tabs>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ my: 1 }}>
        <StatCard title={translate('ep.reservations.count')} value={isPending ? '…' : String(total)} />
        <StatCard title={translate('ep.reservations.earnings')} value={isPending ? '…' : usd(total * EARNINGS_PER_RESERVATION)} />
      </Stack>
      {isError && <Typography color="error">Error loading reservations</Typography>}
      <Suspense fallback={<Skeleton variant="rectangular" height={240} />}>
        {data && <ReservationChart buckets={data.buckets} />}
      </Suspense>
    </Box>
  );
}
