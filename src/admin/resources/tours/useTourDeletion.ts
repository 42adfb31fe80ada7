import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { Tour } from '../../../domain/tours';
import { failureCode, NETWORK } from '../../providers/failure';
import type { EpDataProvider } from '../../providers/dataProvider';
import type { TourRemovals } from '../../providers/toursMethods';
import { useSaveFailure } from '../../providers/useSaveFailure';

export type DeletionStep = 'idle' | 'confirm' | 'force';

const failureOf = (error: unknown) => ({
  code: failureCode(error),
  message: error instanceof Error ? error.message : String(error),
});

/** The has_reservations answer carries what a force delete removes beside its code. */
const removalsIn = (error: unknown): TourRemovals | null => {
  const body = (error as { body?: Partial<TourRemovals> | null }).body;
  return typeof body?.reservations === 'number' && typeof body.paid === 'number'
    ? { reservations: body.reservations, paid: body.paid }
    : null;
};

/**
 * TOUR-30..38: delete asks first (in Spanish); a refusal because of the tour's bookings (code
 * has_reservations) offers force delete, which removes both; every outcome has the spec's message. The force
 * dialog names the bookings and paid money it removes and offers to set the tour inactive instead (issue 21).
 */
export function useTourDeletion(tour: Tour) {
  const dataProvider = useDataProvider<EpDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const onDeactivateFailure = useSaveFailure({ otherwise: 'ep.tours.deactivateError' });
  const [step, setStep] = useState<DeletionStep>('idle');
  const [reason, setReason] = useState<string | null>(null);
  const [removals, setRemovals] = useState<TourRemovals | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      await dataProvider.delete('tours', { id: tour.id, previousData: tour });
      setStep('idle');
      notify('ep.tours.deleted', { type: 'success' });
      refresh();
    } catch (error) {
      const { code, message } = failureOf(error);
      if (code === 'has_reservations') {
        setReason(message);
        setRemovals(removalsIn(error));
        setStep('force');
        return;
      }
      setStep('idle');
      notify(code === NETWORK ? 'ep.tours.deleteNetworkError' : 'ep.tours.deleteError', {
        type: 'error',
        messageArgs: { message },
      });
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
      const { code, message } = failureOf(error);
      notify(code === NETWORK ? 'ep.tours.forceDeleteNetworkError' : 'ep.tours.forceDeleteError', {
        type: 'error',
        messageArgs: { message },
      });
    } finally {
      setBusy(false);
      setStep('idle');
    }
  };

  /** The tour stays with its bookings, off the public site. */
  const deactivate = async () => {
    setBusy(true);
    try {
      await dataProvider.update('tours', { id: tour.id, data: { ...tour, active: false }, previousData: tour });
      notify('ep.tours.deactivated', { type: 'success' });
      refresh();
    } catch (error) {
      onDeactivateFailure(error);
    } finally {
      setBusy(false);
      setStep('idle');
    }
  };

  const ask = (next: DeletionStep) => {
    setReason(null);
    setRemovals(null);
    setStep(next);
    // From the row, force delete has no refusal to read: ask what it would remove. If that fails, the dialog
    // still warns in general words and the owner decides.
    if (next === 'force') {
      dataProvider.tourRemovals(tour.id).then(
        ({ data }) => setRemovals(data),
        () => undefined,
      );
    }
  };

  return { step, reason, removals, busy, ask, remove, forceRemove, deactivate, cancel: () => setStep('idle') };
}
