import { useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import type { SeoEntry } from '../../../domain/seo/seoEntries';
import { SeoEntryList } from './SeoEntryList';
import { SeoPage } from './SeoPage';
import { useSeoPath } from './seoPaths';

/** SEO-09: every page or post entry, with a button for a new one of that type. */
export function SeoEntriesView({ type }: { type: SeoEntry['type'] }) {
  const translate = useTranslate();
  const seoPath = useSeoPath();
  return (
    <SeoPage title={type === 'page' ? translate('ep.seo.pagesSeo') : translate('ep.seo.postsSeo')}>
      <Button component={Link} to={`${seoPath('new')}?type=${type}`} variant="contained" sx={{ mb: 2 }}>
        {translate('ep.seo.newSeoEntry')}
      </Button>
      <SeoEntryList type={type} />
    </SeoPage>
  );
}
