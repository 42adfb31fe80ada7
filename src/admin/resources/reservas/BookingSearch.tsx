import { useEffect, useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext, useTranslate } from 'react-admin';
import { periodFilter } from './periodWindow';

const WAIT_MS = 400;

/**
 * The bookings' search box (issue 39): a reference (EP-000365, 365), a name, phone digits typed any way or an
 * email. A search looks across every booking, so it leaves the period and estado tabs; emptied, the list is the
 * month again.
 */
export function BookingSearch() {
  const { filterValues, setFilters } = useListContext();
  const translate = useTranslate();
  const current = typeof filterValues.q === 'string' ? filterValues.q : '';
  const [text, setText] = useState(current);
  useEffect(() => {
    if (text.trim() === current.trim()) return;
    const timer = setTimeout(() => setFilters(text.trim() ? { q: text.trim() } : periodFilter('mensual')), WAIT_MS);
    return () => clearTimeout(timer);
  }, [text, current, setFilters]);
  return (
    <TextField
      type="search"
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={translate('ep.guest.staff.search')}
      slotProps={{
        htmlInput: { 'aria-label': translate('ep.guest.staff.search') },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
      sx={{ my: 1, minWidth: { sm: 380 } }}
    />
  );
}
