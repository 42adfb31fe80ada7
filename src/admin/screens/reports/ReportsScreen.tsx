import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { businessToday, isCalendarDate } from '../../../domain/dates';
import { REPORT_GROUPS, type ReportGroup } from '../../../domain/reports';
import type { EpDataProvider } from '../../providers/dataProvider';
import { LoadingBar } from '../../components/LoadingBar';
import { usd } from '../../components/usd';
import { ReportSection } from './ReportSection';
import { reportSections } from './reportSections';

/** The first day of the month eleven months back: a year of months up to this one. */
const yearBack = (today: string) => {
  const day = new Date(`${today.slice(0, 7)}-01T12:00:00Z`);
  day.setUTCMonth(day.getUTCMonth() - 11);
  return day.toISOString().slice(0, 10);
};

function OwedCard({ title, amount, count }: { title: string; amount: number; count: number }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 200 }}>
      <CardContent>
        <Typography color="text.secondary" variant="body2">
          {title}
        </Typography>
        <Typography variant="h5">{usd(amount)}</Typography>
        <Typography variant="caption">{translate('ep.reports.bookingsCount', { smart_count: count })}</Typography>
      </CardContent>
    </Card>
  );
}

/**
 * Issue 41 'informes': money received by the day it came in (by period, tour and channel), the bookings of the
 * range by the trip's date, and what is still owed, overdue or ahead; each with its chart, its table and its CSV.
 */
export function ReportsScreen() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<EpDataProvider>();
  const [params, setParams] = useSearchParams();
  const today = businessToday();
  const asked = (name: string, fallback: string) => {
    const value = params.get(name) ?? '';
    return isCalendarDate(value) ? value : fallback;
  };
  const from = asked('from', yearBack(today));
  const to = asked('to', today);
  const group: ReportGroup = params.get('group') === 'day' ? 'day' : 'month';
  const { data, isPending, error } = useQuery({
    queryKey: ['reports', from, to, group, today],
    queryFn: async () => (await dataProvider.getReports({ from, to, group, today })).data,
    enabled: to >= from,
    retry: false,
  });
  const set = (next: Record<string, string>) => setParams({ from, to, group, ...next });
  const reason = (error as { body?: { error?: string } } | null)?.body?.error;

  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('ep.reports.title')} />
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
        {(['from', 'to'] as const).map((name) => (
          <TextField
            key={name}
            type="date"
            size="small"
            label={translate(`ep.cashup.${name}`)}
            value={name === 'from' ? from : to}
            onChange={(event) => isCalendarDate(event.target.value) && set({ [name]: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            error={name === 'to' && to < from}
            helperText={name === 'to' && to < from ? translate('ep.cashup.rangeOrder') : undefined}
          />
        ))}
        <TextField
          select
          size="small"
          label={translate('ep.reports.group')}
          value={group}
          onChange={(event) => set({ group: event.target.value })}
          sx={{ minWidth: 120 }}
        >
          {REPORT_GROUPS.map((value) => (
            <MenuItem key={value} value={value}>
              {translate(`ep.reports.groups.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {to >= from && isPending && <LoadingBar />}
      {error && <Alert severity="error">{reason ?? translate('ep.reports.loadError')}</Alert>}
      {data && (
        <>
          <Typography variant="h6" component="h2">
            {translate('ep.reports.owed')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ my: 1 }} flexWrap="wrap" useFlexGap>
            <OwedCard
              title={translate('ep.reports.overdue')}
              amount={data.owed.overdue}
              count={data.owed.overdue_bookings}
            />
            <OwedCard
              title={translate('ep.reports.upcoming')}
              amount={data.owed.upcoming}
              count={data.owed.upcoming_bookings}
            />
          </Stack>
          {reportSections(data, translate).map((section) => (
            <ReportSection
              key={section.id}
              title={section.title}
              file={`${section.id}-${from}_${to}`}
              columns={section.columns}
              rows={section.rows}
            />
          ))}
        </>
      )}
    </Box>
  );
}
