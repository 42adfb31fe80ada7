import { MenuItem, TextField } from '@mui/material';
import { useListContext } from 'react-admin';

/** ATTR-02, ATTR-03: Newest First (id descending, the default) or Oldest First. */
export function AttractionOrderSelect() {
  const { sort, setSort } = useListContext();
  return (
    <TextField
      select
      size="small"
      label="Order"
      value={sort.order === 'ASC' ? 'asc' : 'desc'}
      onChange={(event) => setSort({ field: 'id', order: event.target.value === 'asc' ? 'ASC' : 'DESC' })}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="desc">Newest First</MenuItem>
      <MenuItem value="asc">Oldest First</MenuItem>
    </TextField>
  );
}
