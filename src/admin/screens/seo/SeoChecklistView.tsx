import { Alert, LinearProgress, Typography } from '@mui/material';
import { Translate, useTranslate } from 'react-admin';
import { nextStatus } from '../../../domain/seo/checklist';
import { failureCode } from '../../providers/failure';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { ChecklistItems } from './ChecklistItems';
import { SeoPage } from '../../resources/seo-entries/SeoPage';
import { useChecklist } from './useChecklist';
import { LoadingBar } from '../../components/LoadingBar';

/** SEO-25..29: the full checklist; each click on an icon cycles that item and is saved at once. */
export function SeoChecklistView() {
  const translate = useTranslate();
  const { items, score, isPending, error, saveItems, isSaving, refetch } = useChecklist();
  const failed = useSaveFailure({ otherwise: 'ep.seo.saveError' });
  const cycle = async (index: number) => {
    try {
      await saveItems(items.map((item, at) => (at === index ? { ...item, status: nextStatus(item.status) } : item)));
    } catch (failure) {
      failed(failure);
      // Someone else's change is shown, so the next click cycles what is saved.
      if (failureCode(failure) === 'conflict') await refetch();
    }
  };
  return (
    <SeoPage title={translate('ep.seo.checklist')}>
      {isPending && <LoadingBar />}
      {error && (
        <Alert severity="error">
          <Translate i18nKey="ep.seo.connectionError" />
        </Alert>
      )}
      {typeof score === 'number' && (
        <>
          <Typography variant="h4" component="p">
            {score}%
          </Typography>
          <LinearProgress
            variant="determinate"
            value={score}
            aria-label={translate('ep.seo.seoHealth')}
            sx={{ mb: 2 }}
          />
        </>
      )}
      <ChecklistItems items={items} onCycle={cycle} disabled={isSaving} />
    </SeoPage>
  );
}
