import { useTranslate } from 'react-admin';
import { Alert, List, ListItem, ListItemText } from '@mui/material';
import { useSingleton } from '../../components/useSingleton';
import type { SeoGeneral } from './SeoGeneralForm';
import { SeoPage } from '../../resources/seo-entries/SeoPage';

const TRACKERS = [
  ['analytics_id', 'Google Analytics'],
  ['tag_manager_id', 'Google Tag Manager'],
  ['facebook_pixel', 'Facebook Pixel'],
] as const;

/** SEO-11 decision: what is configured, and plainly no invented traffic figures. */
export function AnalyticsSummary() {
  const { data } = useSingleton<SeoGeneral>('seo-general');
  return (
    <List dense>
      {TRACKERS.map(([field, name]) => (
        <ListItem key={field} disableGutters>
          <ListItemText primary={name} secondary={data?.[field] || 'No configurado'} />
        </ListItem>
      ))}
    </List>
  );
}

export function SeoAnalyticsView() {
  const translate = useTranslate();
  return (
    <SeoPage title={translate('ep.seo.analytics')}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('ep.seo.epControlDoesNot')}
      </Alert>
      <AnalyticsSummary />
    </SeoPage>
  );
}
