import { Box } from '@mui/material';
import { useListContext } from 'react-admin';
import { PageButtons } from '../../components/PageButtons';

/** ATTR-04: 'Prev', a button per page, 'Next'. */
export function NumberedPagination() {
  const { perPage, total, isPending, error } = useListContext();
  // After a failed load the total is the last one known, not the list's (issue 43).
  if (isPending || error || !total) return null;
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Box sx={{ p: 1 }}>
      <PageButtons
        numbers={Array.from({ length: pages }, (_, index) => index + 1)}
        previousLabel="ep.attractions.prev"
      />
    </Box>
  );
}
