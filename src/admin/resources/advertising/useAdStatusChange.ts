import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { Advertisement } from '../../../domain/advertisements';
import type { StatusChange } from '../../../domain/advertisementRules';
import type { EpDataProvider } from '../../providers/dataProvider';
import { CONFLICT_MESSAGE } from '../../components/useSaveFailure';

/**
 * Cancel and Mark as Paid (ADS-15, ADS-16): one PATCH carrying the version the screen showed, so a change
 * someone made meanwhile answers 409 and is explained instead of overwritten. The list and cards reload after.
 */
export function useAdStatusChange() {
  const dataProvider = useDataProvider<EpDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ ad, change }: { ad: Advertisement; change: StatusChange }) =>
      dataProvider.setAdvertisementStatus(Number(ad.id), { ...change, version: ad.version }),
    onSuccess: () => {
      notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
    },
    onError: (error: { status?: number; message?: string }) => {
      if (error?.status === 409) notify(CONFLICT_MESSAGE, { type: 'error', autoHideDuration: null });
      else notify(error?.message || 'ra.notification.http_error', { type: 'error' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['advertising'] }),
  });
}
