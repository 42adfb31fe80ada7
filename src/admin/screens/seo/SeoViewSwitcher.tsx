import { Tab, Tabs } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { SEO_VIEWS, SEO_VIEW_LABELS, useSeoPath, type SeoView } from '../../resources/seo-entries/seoPaths';

/** SEO-02: moves among the internal views; each is a link, so the browser's back button follows. */
export function SeoViewSwitcher({ current }: { current: SeoView }) {
  const seoPath = useSeoPath();
  const translate = useTranslate();
  return (
    <Tabs value={current} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }} aria-label="SEO">
      {SEO_VIEWS.map((view) => (
        <Tab key={view} value={view} label={translate(SEO_VIEW_LABELS[view])} component={Link} to={seoPath(view)} />
      ))}
    </Tabs>
  );
}
