import { Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { EpDataProvider } from '../../providers/dataProvider';
import { ChecklistItems } from '../seo/ChecklistItems';
import { parseChecklistItems, type ChecklistAnswer } from '../seo/useChecklist';
import { LoadingBar } from '../../components/LoadingBar';
import { LoadError } from '../../components/ListLoadError';

/**
 * DASH-01/04/05: the SEO health score from /api/seo-checklist and the checklist under it, read-only (the
 * checklist view cycles items).
 * When it cannot be read it says so and offers to try again: a failed load read as "no SEO data yet" (issue 43).
 */
export function SeoHealthWidget() {
  const dataProvider = useDataProvider<EpDataProvider>();
  const translate = useTranslate();
  const { data, isFetching, error, refetch } = useQuery({
    queryKey: ['seo-checklist', 'summary'],
    queryFn: () => dataProvider.getSingleton<Partial<ChecklistAnswer>>('seo-checklist'),
    retry: false,
  });
  const score = data?.data.health_percentage;
  return (
    <Card sx={{ maxWidth: 640 }}>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('ep.seoHealth.title')}
        </Typography>
        {isFetching && <LoadingBar />}
        {!isFetching && error && <LoadError onRetry={refetch} message="ep.seoHealth.loadError" />}
        {!isFetching && !error && typeof score !== 'number' && (
          <Typography color="text.secondary">{translate('ep.seoHealth.empty')}</Typography>
        )}
        {typeof score === 'number' && (
          <>
            <Typography variant="h4">{Math.round(score)}%</Typography>
            <LinearProgress variant="determinate" value={score} aria-label={translate('ep.seoHealth.title')} />
            <ChecklistItems items={parseChecklistItems(data?.data.data)} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
