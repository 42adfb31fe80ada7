import { FormControlLabel, Stack, Switch, Tab, Tabs } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { RESERVATION_STATES } from '../../../domain/reservations';

const TABS = ['todas', ...RESERVATION_STATES] as const;

/**
 * RES-06, RES-12: todas, nueva, pendiente, confirmada, futura, cancelada; the tabs filter, they change nothing.
 * Beside them "con saldo pendiente" keeps only the bookings still owing money. Other filters (the period) stay.
 */
export function StateTabs() {
  const { filterValues, setFilters, setSort } = useListContext();
  const translate = useTranslate();
  const current = typeof filterValues.estado === 'string' ? filterValues.estado : 'todas';
  const without = (key: string) => Object.fromEntries(Object.entries(filterValues).filter(([name]) => name !== key));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} alignItems={{ sm: 'center' }} justifyContent="space-between">
      <Tabs
        value={current}
        onChange={(_event, value: string) => {
          setFilters(value === 'todas' ? without('estado') : { ...filterValues, estado: value });
          // New bookings are worked soonest trip first (issue 39); the other tabs keep the latest first.
          setSort({ field: 'fecha', order: value === 'nueva' ? 'ASC' : 'DESC' });
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={translate('ep.reservations.state')}
      >
        {TABS.map((tab) => (
          <Tab key={tab} value={tab} label={translate(`ep.reservations.tabs.${tab}`)} sx={{ textTransform: 'none' }} />
        ))}
      </Tabs>
      <FormControlLabel
        sx={{ px: 1 }}
        control={
          <Switch
            checked={filterValues.has_balance === true}
            onChange={(event) =>
              setFilters(event.target.checked ? { ...filterValues, has_balance: true } : without('has_balance'))
            }
          />
        }
        label={translate('ep.bookings.list.withBalance')}
      />
    </Stack>
  );
}
