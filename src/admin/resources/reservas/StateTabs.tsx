import { FormControlLabel, Stack, Switch, Tab, Tabs } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { BOOKING_STATES } from '../../../domain/bookings';
import { localToday, periodFilter } from './periodWindow';

const TABS = ['todas', ...BOOKING_STATES] as const;

type Filters = Record<string, unknown>;
const withoutKeys = (filters: Filters, ...keys: string[]) =>
  Object.fromEntries(Object.entries(filters).filter(([name]) => !keys.includes(name)));

/**
 * The list's filters on a tab. 'nueva' lists the trips still to come from today on, soonest first, whichever period
 * tab is open (issue 39: its first page showed last March's bookings before tomorrow's web booking); leaving it
 * brings the period window back. The other filters (balance, search) stay.
 */
export function filtersFor(tab: string, filters: Filters, day = localToday()): Filters {
  if (tab === 'nueva') return { ...withoutKeys(filters, 'fecha_lte'), estado: 'nueva', fecha_gte: day };
  const window = filters.estado === 'nueva' ? periodFilter('mensual', day) : {};
  const rest = { ...filters, ...window };
  return tab === 'todas' ? withoutKeys(rest, 'estado') : { ...rest, estado: tab };
}

/**
 * RES-06, RES-12: todas, nueva, pendiente, confirmada, futura, cancelada; the tabs filter, they change nothing.
 * Beside them "con saldo pendiente" keeps only the bookings still owing money. Other filters (the period) stay.
 */
export function StateTabs() {
  const { filterValues, setFilters, setSort } = useListContext();
  const translate = useTranslate();
  const current = typeof filterValues.estado === 'string' ? filterValues.estado : 'todas';
  const without = (key: string) => withoutKeys(filterValues, key);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} alignItems={{ sm: 'center' }} justifyContent="space-between">
      <Tabs
        value={current}
        onChange={(_event, value: string) => {
          setFilters(filtersFor(value, filterValues));
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
