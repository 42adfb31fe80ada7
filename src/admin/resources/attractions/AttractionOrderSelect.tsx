import { MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** ATTR-02, ATTR-03: Newest First (id descending, the default) or Oldest First. */
export function AttractionOrderSelect() {
  const translate = useTranslate();
  const { sort, setSort } = useListContext();
  return (
    <TextField
      select
      size="small"
      label={translate('ep.attractions.order')}
      value={sort.order === 'ASC' ? 'asc' : 'desc'}
      onChange={(event) => setSort({ field: 'id', order: event.target.value === 'asc' ? 'ASC' : 'DESC' })}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="desc">{translate('ep.attractions.newestFirst')}</MenuItem>
      <MenuItem value="asc">{translate('ep.attractions.oldestFirst')}</MenuItem>
    </TextField>
  );
}
