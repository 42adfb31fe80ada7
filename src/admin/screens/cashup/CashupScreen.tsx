import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, GlobalStyles, Stack, TextField, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import DownloadIcon from '@mui/icons-material/Download';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { businessToday, isCalendarDate } from '../../../domain/dates';
import type { EpDataProvider } from '../../providers/dataProvider';
import { LoadingBar } from '../../components/LoadingBar';
import { usd } from '../../components/usd';
import { CashupLines, CashupTotals } from './CashupTables';
import { downloadCashup } from './cashupCsv';

/** The business's day (Puerto Plata's clock), `offset` days on. */
const businessDay = (offset = 0) => {
  const day = new Date(`${businessToday()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
};

// Printed, the sheet is the figures alone: no bars, menus or buttons.
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '.MuiAppBar-root, .RaSidebar-root, .RaSidebar-fixed, .no-print': { display: 'none !important' },
      },
    }}
  />
);

/**
 * Issue 41 'caja': what came in and went out on a day or a range, by the day it was received, by method and by
 * who recorded it, and the cash the person closing hands over; CSV and print. The range lives in the address, so
 * a printed or shared link opens the same sheet.
 */
export function CashupScreen() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<EpDataProvider>();
  const [params, setParams] = useSearchParams();
  const day = (name: string) => {
    const asked = params.get(name) ?? '';
    return isCalendarDate(asked) ? asked : businessDay();
  };
  const from = day('from');
  const to = params.get('to') ? day('to') : from;
  const ordered = to >= from;
  const { data, isPending, isError } = useQuery({
    queryKey: ['cashup', from, to],
    queryFn: async () => (await dataProvider.getCashup(from, to)).data,
    enabled: ordered,
  });
  const setRange = (next: { from?: string; to?: string }) => {
    const range = { from, to, ...next };
    if (isCalendarDate(range.from) && isCalendarDate(range.to)) setParams(range);
  };
  const oneDay = (offset: number) => setRange({ from: businessDay(offset), to: businessDay(offset) });

  return (
    <Box sx={{ p: 2 }}>
      {printStyles}
      <Title title={translate('ep.cashup.title')} />
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center" sx={{ mb: 2 }}>
        <TextField
          type="date"
          size="small"
          label={translate('ep.cashup.from')}
          value={from}
          onChange={(event) => setRange({ from: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={translate('ep.cashup.to')}
          value={to}
          onChange={(event) => setRange({ to: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          error={!ordered}
          helperText={ordered ? undefined : translate('ep.cashup.rangeOrder')}
        />
        <Box className="no-print" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={() => oneDay(0)}>{translate('ep.cashup.today')}</Button>
          <Button onClick={() => oneDay(-1)}>{translate('ep.cashup.yesterday')}</Button>
          <Button
            startIcon={<DownloadIcon />}
            disabled={!data}
            onClick={() => data && downloadCashup(data, (key) => translate(key))}
          >
            {translate('ep.cashup.csv')}
          </Button>
          <Button startIcon={<PrintIcon />} disabled={!data} onClick={() => window.print()}>
            {translate('ep.cashup.print')}
          </Button>
        </Box>
      </Stack>
      {ordered && isPending && <LoadingBar />}
      {isError && <Alert severity="error">{translate('ep.cashup.loadError')}</Alert>}
      {data && (
        <>
          <Card variant="outlined" sx={{ mb: 2, maxWidth: 360 }}>
            <CardContent>
              <Typography color="text.secondary" variant="body2">
                {translate('ep.cashup.cashToHandOver')}
              </Typography>
              <Typography variant="h4" data-testid="cash-to-hand-over">
                {usd(data.cash_to_hand_over)}
              </Typography>
              <Typography color="text.secondary" variant="caption">
                {translate('ep.cashup.cashToHandOverHelp')}
              </Typography>
            </CardContent>
          </Card>
          <CashupTotals cashup={data} />
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('ep.cashup.lines')}
          </Typography>
          <CashupLines cashup={data} />
        </>
      )}
    </Box>
  );
}
