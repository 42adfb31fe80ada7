import { Stack, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { pageNumbers, showingText } from '../../../domain/postList';
import { PageButtons } from '../../components/PageButtons';

/** POST-03, POST-04: 'Showing x to y of n posts', then Previous, the page numbers and Next (the spec's words). */
export function PostPagination() {
  const { page, perPage, total, isPending, error } = useListContext();
  // After a failed load the total is the last one known, not the list's (issue 43).
  if (isPending || error || !total) return null;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ p: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Typography variant="body2">{showingText(page, perPage, total)}</Typography>
      <PageButtons numbers={pageNumbers(page, Math.ceil(total / perPage))} />
    </Stack>
  );
}
