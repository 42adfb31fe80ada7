import { Tab, Tabs } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { RESERVATION_STATES } from '../../../domain/reservations';

const TABS = ['todas', ...RESERVATION_STATES] as const;

/** RES-06, RES-12: todas, nueva, pendiente, confirmada, futura, cancelada; the tabs filter, they change nothing. */
export function StateTabs() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const current = typeof filterValues.estado === 'string' ? filterValues.estado : 'todas';
  return (
    <Tabs
      value={current}
      onChange={(_event, value: string) => setFilters(value === 'todas' ? {} : { ...filterValues, estado: value })}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={translate('ep.reservations.state')}
    >
      {TABS.map((tab) => (
        <Tab key={tab} value={tab} label={translate(`ep.reservations.tabs.${tab}`)} sx={{ textTransform: 'none' }} />
      ))}
    </Tabs>
  );
}
