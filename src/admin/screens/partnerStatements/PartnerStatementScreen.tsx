import { useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, GlobalStyles, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Title, useDataProvider, useGetList, useTranslate } from 'react-admin';
import { isCalendarDate } from '../../../domain/dates';
import type { Partner } from '../../../domain/partners';
import type { PartnerStatement } from '../../../domain/partnerStatement';
import type { EpDataProvider } from '../../providers/dataProvider';
import { LoadingBar } from '../../components/LoadingBar';
import { usd } from '../../components/usd';
import { StatementActions } from './StatementActions';
import { StatementLines, StatementTotals } from './StatementTable';
import { monthOf } from './period';

// Printed, the statement is the figures alone: no bars, menus or buttons (as the cash-up).
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
 * Issue 41: a partner's statement for a period (this month by default): its bookings by trip date, gross,
 * commission and who owes whom, to print, download, send and mark settled. Partner and period live in the
 * address, so the partners' list links straight to one.
 */
export function PartnerStatementScreen() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<EpDataProvider>();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const month = monthOf(0);
  const from = isCalendarDate(params.get('from') ?? '') ? params.get('from')! : month.from;
  const to = isCalendarDate(params.get('to') ?? '') ? params.get('to')! : month.to;
  const partnerId = params.get('partner') ?? '';
  const ordered = to >= from;
  const { data: partners = [] } = useGetList<Partner & { id: number }>('partners', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  const key = ['partner-statement', partnerId, from, to];
  const { data, isPending, isError } = useQuery({
    queryKey: key,
    queryFn: async () => (await dataProvider.getPartnerStatement(partnerId, from, to)).data,
    enabled: ordered && partnerId !== '',
  });
  const set = (next: Record<string, string>) => setParams({ partner: partnerId, from, to, ...next });
  const settled = (statement: PartnerStatement) => queryClient.setQueryData(key, statement);

  return (
    <Box sx={{ p: 2 }}>
      {printStyles}
      <Title title={translate('ep.partners.statementTitle')} />
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center" sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label={translate('ep.partners.choosePartner')}
          value={partnerId}
          onChange={(event) => set({ partner: event.target.value })}
          sx={{ minWidth: 260 }}
        >
          {partners.map((partner) => (
            <MenuItem key={partner.id} value={String(partner.id)}>
              {partner.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          size="small"
          label={translate('ep.partners.from')}
          value={from}
          onChange={(event) => isCalendarDate(event.target.value) && set({ from: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={translate('ep.partners.to')}
          value={to}
          onChange={(event) => isCalendarDate(event.target.value) && set({ to: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          error={!ordered}
          helperText={ordered ? undefined : translate('ep.cashup.rangeOrder')}
        />
        <Box className="no-print" sx={{ display: 'flex', gap: 1 }}>
          <Button onClick={() => set(monthOf(0))}>{translate('ep.partners.thisMonth')}</Button>
          <Button onClick={() => set(monthOf(-1))}>{translate('ep.partners.lastMonth')}</Button>
        </Box>
      </Stack>
      {partnerId !== '' && ordered && isPending && <LoadingBar />}
      {isError && <Alert severity="error">{translate('ep.partners.loadError')}</Alert>}
      {data && (
        <>
          <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
            {data.partner.name} · {data.from} – {data.to}
          </Typography>
          {data.settlement && (
            <Alert severity="success" sx={{ mb: 2 }} data-testid="statement-settled">
              {translate('ep.partners.settled', {
                date: data.settlement.settled_at.slice(0, 10),
                who: data.settlement.settled_by,
                amount: usd(data.settlement.amount_cents / 100),
              })}
              {data.settlement.note ? ` · ${data.settlement.note}` : ''}
            </Alert>
          )}
          <StatementActions statement={data} onSettled={settled} />
          <StatementTotals statement={data} />
          <StatementLines statement={data} />
        </>
      )}
    </Box>
  );
}
