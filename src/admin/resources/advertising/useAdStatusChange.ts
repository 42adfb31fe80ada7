import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { Advertisement } from '../../../domain/advertisements';
import type { StatusChange } from '../../../domain/advertisementRules';
import type { EpDataProvider } from '../../providers/dataProvider';
import { useSaveFailure } from '../../providers/useSaveFailure';

/**
 * Cancel and Mark as Paid (ADS-15, ADS-16): one PATCH carrying the version the screen showed, so a change
 * someone made meanwhile answers 409 and is explained instead of overwritten. The list and cards reload after.
 */
export function useAdStatusChange() {
  const dataProvider = useDataProvider<EpDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  // The server's own words for a refused change (e.g. a cancelled ad cannot be paid).
  const onError = useSaveFailure({
    otherwise: (error) => (error instanceof Error && error.message) || 'ra.notification.http_error',
  });
  return useMutation({
    mutationFn: ({ ad, change }: { ad: Advertisement; change: StatusChange }) =>
      dataProvider.setAdvertisementStatus(Number(ad.id), { ...change, version: ad.version }),
    onSuccess: () => {
      notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
    },
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['advertising'] }),
  });
}
