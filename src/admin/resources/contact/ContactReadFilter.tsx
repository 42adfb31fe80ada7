import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

const OPTIONS = [
  { label: 'ep.contact.readFilter.all', value: 'all' },
  { label: 'ep.contact.readFilter.unread', value: 'unread' },
  { label: 'ep.contact.readFilter.read', value: 'read' },
] as const;

/** CONTACT-02: All / Unread / Read, as a filter on `leido` that keeps the search. */
export function ContactReadFilter() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const current = filterValues.leido === false ? 'unread' : filterValues.leido === true ? 'read' : 'all';
  const choose = (value: string | null) => {
    if (!value) return;
    const rest = Object.fromEntries(Object.entries(filterValues).filter(([key]) => key !== 'leido'));
    setFilters(value === 'all' ? rest : { ...rest, leido: value === 'read' }, {});
  };
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={current}
      onChange={(_event, value: string | null) => choose(value)}
      aria-label={translate('ep.contact.filter')}
    >
      {OPTIONS.map(({ label, value }) => (
        <ToggleButton key={value} value={value}>
          {translate(label)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
