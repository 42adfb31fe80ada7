import { MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** ADS-09: the spec's six orders, each a field and a direction the server sorts by. */
export const AD_SORTS = [
  { label: 'ep.advertising.sorts.newestFirst', field: 'created_at', order: 'DESC' },
  { label: 'ep.advertising.sorts.oldestFirst', field: 'created_at', order: 'ASC' },
  { label: 'ep.advertising.sorts.titleAz', field: 'title', order: 'ASC' },
  { label: 'ep.advertising.sorts.titleZa', field: 'title', order: 'DESC' },
  { label: 'ep.advertising.sorts.expiresSoon', field: 'end_date', order: 'ASC' },
  { label: 'ep.advertising.sorts.expiresLater', field: 'end_date', order: 'DESC' },
] as const;

export function AdSortSelect() {
  const translate = useTranslate();
  const { sort, setSort } = useListContext();
  const current = AD_SORTS.findIndex(({ field, order }) => field === sort.field && order === sort.order);
  return (
    <TextField
      select
      size="small"
      label={translate('ep.advertising.sort')}
      value={current < 0 ? 0 : current}
      onChange={(event) => {
        const { field, order } = AD_SORTS[Number(event.target.value)];
        setSort({ field, order });
      }}
      sx={{ minWidth: 170 }}
    >
      {AD_SORTS.map(({ label }, index) => (
        <MenuItem key={label} value={index}>
          {translate(label)}
        </MenuItem>
      ))}
    </TextField>
  );
}
