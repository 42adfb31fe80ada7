import { Chip } from '@mui/material';
import { PAGE_STATUS_LABELS, type Page } from '../../../domain/pages';

/** PAGE-02: 'Publicado' or 'Borrador'. */
export const PageStatusChip = ({ page }: { page: Page }) => (
  <Chip size="small" label={PAGE_STATUS_LABELS[page.status]} color={page.status === 'published' ? 'success' : 'default'} />
);
