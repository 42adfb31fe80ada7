import { Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { EpDataProvider } from '../../providers/dataProvider';
import { hasSingleton } from '../../providers/endpoints';

interface ChecklistAnswer {
  health_percentage?: number;
}

/**
 * DASH-01/04/05: the SEO health score, read-only. Until the SEO area serves /api/seo-checklist it says
 * so plainly instead of inventing a figure.
 */
export function SeoHealthWidget() {
  const dataProvider = useDataProvider<EpDataProvider>();
  const { data, isFetching, error } = useQuery({
    queryKey: ['seo-checklist', 'summary'],
    queryFn: () => dataProvider.getSingleton<ChecklistAnswer>('seo-checklist'),
    retry: false,
    enabled: hasSingleton('seo-checklist'),
  });
  const score = data?.data.health_percentage;
  return (
    <Card sx={{ maxWidth: 640 }}>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          SEO health
        </Typography>
        {isFetching && <LinearProgress />}
        {!isFetching && (error || typeof score !== 'number') && (
          <Typography color="text.secondary">Sin datos de SEO todavía: el checklist aparecerá aquí.</Typography>
        )}
        {typeof score === 'number' && (
          <>
            <Typography variant="h4">{Math.round(score)}%</Typography>
            <LinearProgress variant="determinate" value={score} aria-label="SEO health" />
          </>
        )}
      </CardContent>
    </Card>
  );
}
