import { lazy, Suspense } from 'react';
import { Box, Card, CardContent, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { PERIODS, type Period } from '../../../domain/bookingPeriods';
import { type BookingState } from '../../../domain/bookings';
import type { EpDataProvider } from '../../providers/dataProvider';
import { localToday, periodFilter, periodOf } from './periodWindow';

// The chart library is heavy: it loads with this screen only.
const BookingChart = lazy(() => import('./BookingChart'));

const usd = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

function StatCard({ title, value, testId, help }: { title: string; value: string; testId: string; help?: string }) {
  return (
    <Card variant="outlined" sx={{ minWidth: 140, flex: 1 }} title={help}>
      <CardContent>
        <Typography color="text.secondary" variant="body2">
          {title}
        </Typography>
        <Typography variant="h5" data-testid={testId}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * RES-02, RES-03, DECISIONS RES-04 and RES-05: the period tabs filter the table too, so the Reservas card
 * counts what the table shows (with its estado tab and balance filter); Cobrado (DECISIONS 'RES-04 again') is the
 * money received in the period by the day it came in, less refunds (the cash-up's figure), of the bookings shown;
 * Por cobrar the balance still due; the chart shows real counts and amounts per bucket.
 */
export function BookingStats() {
  const dataProvider = useDataProvider<EpDataProvider>();
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const estado = filterValues.estado as BookingState | undefined;
  const hasBalance = filterValues.has_balance === true;
  const day = localToday();
  const period = periodOf(filterValues, day);
  const { data, isPending, isError } = useQuery({
    queryKey: ['reservas', 'stats', period, day, estado ?? 'todas', hasBalance],
    queryFn: async () =>
      (await dataProvider.bookingStats({ period, today: day, estado, has_balance: hasBalance || undefined })).data,
  });
  // A failed count is unknown, not 0 (issue 43: no total while the data is unknown).
  const show = (value: string) => (isPending ? '…' : isError ? '—' : value);
  return (
    <Box sx={{ p: 1 }}>
      <Tabs
        value={period}
        onChange={(_event, value: Period) => setFilters({ ...filterValues, ...periodFilter(value, day) })}
        aria-label={translate('ep.reservations.period')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {PERIODS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={translate(`ep.reservations.periodTabs.${value}`)}
            sx={{ textTransform: 'none' }}
          />
        ))}
      </Tabs>
      <Stack direction="row" spacing={1} sx={{ my: 1 }} flexWrap="wrap" useFlexGap>
        <StatCard
          title={translate('ep.reservations.count')}
          testId="card-Reservas"
          value={show(String(data?.total ?? 0))}
        />
        <StatCard
          title={translate('ep.reservations.received')}
          help={translate('ep.reservations.receivedHelp')}
          testId="card-Cobrado"
          value={show(usd(data?.paid ?? 0))}
        />
        <StatCard
          title={translate('ep.bookings.cards.receivable')}
          testId="card-Por-cobrar"
          value={show(usd(data?.due ?? 0))}
        />
      </Stack>
      {isError && <Typography color="error">{translate('ep.reservations.loadError')}</Typography>}
      <Suspense fallback={<Skeleton variant="rectangular" height={240} />}>
        {data && <BookingChart buckets={data.buckets} />}
      </Suspense>
    </Box>
  );
}
