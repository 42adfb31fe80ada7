import { Tab, Tabs } from '@mui/material';
import { useListContext } from 'react-admin';
import { RESERVATION_STATES } from '../../../domain/reservations';

const TABS = ['todas', ...RESERVATION_STATES] as const;

/** RES-06, RES-12: todas, nueva, pendiente, confirmada, futura, cancelada; the tabs filter, they change nothing. */
export function StateTabs() {
  const { filterValues, setFilters } = useListContext();
  const current = typeof filterValues.estado === 'string' ? filterValues.estado : 'todas';
  return (
    <Tabs
      value={current}
      onChange={(_event, value: string) => setFilters(value === 'todas' ? {} : { ...filterValues, estado: value })}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label="Estado"
    >
      {TABS.map((tab) => (
        <Tab key={tab} value={tab} label={tab} sx={{ textTransform: 'none' }} />
      ))}
    </Tabs>
  );
}
