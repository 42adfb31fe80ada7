import { Chip } from '@mui/material';
import { Translate } from 'react-admin';
import type { Page } from '../../../domain/pages';

/** PAGE-02: 'Publicado' or 'Borrador'. */
export const PageStatusChip = ({ page }: { page: Page }) => (
  <Chip
    size="small"
    label={<Translate i18nKey={`ep.pages.statuses.${page.status}`} />}
    color={page.status === 'published' ? 'success' : 'default'}
  />
);
