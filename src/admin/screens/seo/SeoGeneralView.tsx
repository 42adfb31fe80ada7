import type { ReactNode } from 'react';
import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { useSingleton } from '../../components/useSingleton';
import { AnalyticsSummary } from './SeoAnalyticsView';
import { SeoEntryList } from '../../resources/seo-entries/SeoEntryList';
import { SeoGeneralForm, type SeoGeneral } from './SeoGeneralForm';
import { SeoViewSwitcher } from './SeoViewSwitcher';
import { useChecklist } from './useChecklist';
import { useSeoPath } from '../../resources/seo-entries/seoPaths';

function Panel({ title, to, action, children }: { title: string; to: string; action: string; children: ReactNode }) {
  return (
    <Card sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
      <CardActions>
        <Button component={Link} to={to}>
          {action}
        </Button>
      </CardActions>
    </Card>
  );
}

function KeywordSummary() {
  const translate = useTranslate();
  const { data } = useSingleton<SeoGeneral>('seo-general');
  const seoPath = useSeoPath();
  const keywords = (data?.meta_keywords ?? '')
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  return (
    <Panel title={translate('ep.seo.keywords')} to={seoPath('keywords')} action={translate('ep.seo.keywordFinder')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {keywords.length === 0 && <Typography color="text.secondary">—</Typography>}
        {keywords.map((keyword) => (
          <Chip key={keyword} label={keyword} size="small" icon={<SearchIcon />} />
        ))}
      </Box>
    </Panel>
  );
}

function ChecklistSummary() {
  const translate = useTranslate();
  const { score, items } = useChecklist();
  const seoPath = useSeoPath();
  return (
    <Panel title={translate('ep.seo.checklist')} to={seoPath('checklist')} action={translate('ep.seo.viewFull')}>
      <Typography variant="h4" component="p">
        {typeof score === 'number' ? `${score}%` : '—'}
      </Typography>
      <Typography color="text.secondary">
        {translate('ep.seo.pending', { count: items.filter(({ status }) => status !== 'ok').length })}
      </Typography>
    </Panel>
  );
}

/** SEO-04..07: the general view: the global form, keywords, analytics and checklist panels, and both lists. */
export function SeoGeneralView() {
  const translate = useTranslate();
  const seoPath = useSeoPath();
  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      <Title title="SEO" />
      <SeoViewSwitcher current="general" />
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          <KeywordSummary />
          <Panel title={translate('ep.seo.analytics')} to={seoPath('analytics')} action={translate('ep.seo.viewFull')}>
            <AnalyticsSummary />
          </Panel>
          <ChecklistSummary />
        </Box>
        <Panel title={translate('ep.seo.pagesSeo')} to={seoPath('pages')} action={translate('ep.seo.viewAll')}>
          <SeoEntryList type="page" perPage={5} />
        </Panel>
        <Panel title={translate('ep.seo.postsSeo')} to={seoPath('posts')} action={translate('ep.seo.viewAll')}>
          <SeoEntryList type="post" perPage={5} />
        </Panel>
        <SeoGeneralForm />
      </Stack>
    </Box>
  );
}
