import { Alert, LinearProgress, Typography } from '@mui/material';
import { useNotify, Translate } from 'react-admin';
import { nextStatus } from '../../../domain/seo/checklist';
import { CONFLICT_MESSAGE } from '../../components/useSaveFailure';
import { ChecklistItems } from './ChecklistItems';
import { SeoPage } from './SeoPage';
import { useChecklist } from './useChecklist';

/** SEO-25..29: the full checklist; each click on an icon cycles that item and is saved at once. */
export function SeoChecklistView() {
  const { items, score, isPending, error, saveItems, isSaving, refetch } = useChecklist();
  const notify = useNotify();
  const cycle = async (index: number) => {
    try {
      await saveItems(items.map((item, at) => (at === index ? { ...item, status: nextStatus(item.status) } : item)));
    } catch (failure) {
      const conflict = (failure as { status?: number }).status === 409;
      notify(conflict ? CONFLICT_MESSAGE : 'ep.seo.saveError', { type: 'error' });
      if (conflict) await refetch();
    }
  };
  return (
    <SeoPage title="Checklist">
      {isPending && <LinearProgress />}
      {error && <Alert severity="error"><Translate i18nKey="ep.seo.connectionError" /></Alert>}
      {typeof score === 'number' && (
        <>
          <Typography variant="h4" component="p">
            {score}%
          </Typography>
          <LinearProgress variant="determinate" value={score} aria-label="Salud SEO" sx={{ mb: 2 }} />
        </>
      )}
      <ChecklistItems items={items} onCycle={cycle} disabled={isSaving} />
    </SeoPage>
  );
}
