import { Button, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * Previous, the numbered pages (null is a gap, shown as '…') and Next, on the list in context: the one pager of
 * the lists whose spec words differ ('Prev' for attractions, 'Previous' for posts and advertisements).
 */
export function PageButtons({
  numbers,
  previousLabel = 'ep.common.previous',
}: {
  numbers: readonly (number | null)[];
  previousLabel?: string;
}) {
  const translate = useTranslate();
  const { page, perPage, total = 0, setPage } = useListContext();
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Stack
      direction="row"
      spacing={0.5}
      component="nav"
      aria-label={translate('ep.common.pagination')}
      sx={{ flexWrap: 'wrap' }}
    >
      <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
        {translate(previousLabel)}
      </Button>
      {numbers.map((number, index) =>
        number === null ? (
          <Typography key={`gap-${index}`} component="span" sx={{ px: 1, alignSelf: 'center' }}>
            …
          </Typography>
        ) : (
          <Button
            key={number}
            size="small"
            variant={number === page ? 'contained' : 'text'}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => setPage(number)}
            sx={{ minWidth: 36 }}
          >
            {number}
          </Button>
        ),
      )}
      <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
        {translate('ep.common.next')}
      </Button>
    </Stack>
  );
}
