import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { errorCodeOf } from '../../../domain/errorCodes';
import type { Tour } from '../../../domain/tours';
import type { EpDataProvider } from '../../providers/dataProvider';

export type DeletionStep = 'idle' | 'confirm' | 'force';

const failureOf = (error: unknown) => ({
  // httpClient answers a failed fetch with status 0.
  network: (error as { status?: number } | undefined)?.status === 0,
  message: error instanceof Error ? error.message : String(error),
  code: errorCodeOf((error as { body?: unknown } | undefined)?.body),
});

/**
 * TOUR-30..38: delete asks first (in Spanish); a refusal because of the tour's reservations (code
 * has_reservations) offers force delete, which removes both; every outcome has the spec's message.
 */
export function useTourDeletion(tour: Tour) {
  const dataProvider = useDataProvider<EpDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [step, setStep] = useState<DeletionStep>('idle');
  const [reason, setReason] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      await dataProvider.delete('tours', { id: tour.id, previousData: tour });
      setStep('idle');
      notify('ep.tours.deleted', { type: 'success' });
      refresh();
    } catch (error) {
      const { network, message, code } = failureOf(error);
      if (code === 'has_reservations') {
        setReason(message);
        setStep('force');
        return;
      }
      setStep('idle');
      notify(network ? 'ep.tours.deleteNetworkError' : 'ep.tours.deleteError', { type: 'error', messageArgs: { message } });
    } finally {
      setBusy(false);
    }
  };

  const forceRemove = async () => {
    setBusy(true);
    try {
      await dataProvider.forceDeleteTour(tour.id);
      notify('ep.tours.forceDeleted', { type: 'success' });
      refresh();
    } catch (error) {
      const { network, message } = failureOf(error);
      notify(network ? 'ep.tours.forceDeleteNetworkError' : 'ep.tours.forceDeleteError', { type: 'error', messageArgs: { message } });
    } finally {
      setBusy(false);
      setStep('idle');
    }
  };

  const ask = (next: DeletionStep) => {
    setReason(null);
    setStep(next);
  };

  return { step, reason, busy, ask, remove, forceRemove, cancel: () => setStep('idle') };
}
