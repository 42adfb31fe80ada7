import { Stack, Typography } from '@mui/material';
import { Translate, useListContext } from 'react-admin';
import { AD_MAX_PAGE_BUTTONS } from '../../../domain/advertisements';
import { pageButtons, rangeSummary } from '../../../domain/advertisementRules';
import { PageButtons } from '../../components/PageButtons';

/**
 * ADS-11, ADS-13: 'Showing x-y of n advertisements', Previous, at most 5 numbered pages, Next; nothing under an empty
 * list.
 */
export function AdPagination() {
  const { page, perPage, total, isPending, error } = useListContext();
  // After a failed load the total is the last one known, not the list's (issue 43).
  if (isPending || error || !total) return null;
  const pages = Math.ceil(total / perPage);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      justifyContent="space-between"
      alignItems="center"
      spacing={1}
      sx={{ p: 2 }}
    >
      <Typography variant="body2" color="text.secondary">
        <Translate i18nKey="ep.advertising.range" options={rangeSummary(page, perPage, total).args} />
      </Typography>
      {pages > 1 && <PageButtons numbers={pageButtons(page, pages, AD_MAX_PAGE_BUTTONS)} />}
    </Stack>
  );
}
