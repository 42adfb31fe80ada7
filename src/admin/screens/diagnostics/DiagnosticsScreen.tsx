import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { version } from '../../../../package.json';
import { hubTotals } from '../../../domain/listings';
import { useSalesRentalsSummary } from '../../components/listings/useSalesRentalsSummary';

/**
 * SR-16, SR-17 as docs/DECISIONS.md decides: the spec's debug and cleanup paths all open this owner-only screen,
 * which reports and never deletes: whether the API answers, how many properties and vehicles it holds, and
 * the app's version.
 */
export const DIAGNOSTICS_PATHS = [
  'property-test',
  'property-debug',
  'debug',
  'clear-sales-rentals',
  'force-clear',
  'test-persistence',
] as const;

export function DiagnosticsScreen() {
  const translate = useTranslate();
  const { data, isPending, isError, refetch, isFetching } = useSalesRentalsSummary();
  const totals = data ? hubTotals(data) : undefined;
  const api = isPending ? 'Checking…' : isError ? 'Not reachable' : 'Reachable';
  const rows: [string, string][] = [
    ['API', api],
    ['Properties', totals ? String(totals.properties) : '—'],
    ['Vehicles', totals ? String(totals.vehicles) : '—'],
    ['App version', version],
  ];
  return (
    <Card sx={{ mt: 2, maxWidth: 520 }}>
      <Title title="ep.diagnostics.diagnostics" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('ep.diagnostics.diagnostics')}
        </Typography>
        <Stack spacing={1} component="dl" sx={{ m: 0 }}>
          {rows.map(([label, value]) => (
            <Stack key={label} direction="row" spacing={2}>
              <Typography component="dt" sx={{ minWidth: 120, fontWeight: 600 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} aria-label={label}>
                {value}
              </Typography>
            </Stack>
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {translate('ep.diagnostics.listingsAreDeletedOne')}
        </Typography>
        <Button sx={{ mt: 1 }} onClick={() => void refetch()} disabled={isFetching}>
          {translate('ep.diagnostics.checkAgain')}
        </Button>
      </CardContent>
    </Card>
  );
}
