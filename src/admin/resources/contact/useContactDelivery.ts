import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { EpDataProvider } from '../../providers/dataProvider';

/** Whether the server emails replies (SMTP_URL); undefined while unknown, false also when the question failed. */
export function useContactDelivery(): boolean | undefined {
  const dataProvider = useDataProvider<EpDataProvider>();
  const { data, isError } = useQuery({
    queryKey: ['contactDelivery'],
    queryFn: async () => (await dataProvider.contactDelivery()).data,
    // A setting of the server: it changes only with a restart.
    staleTime: Infinity,
  });
  return isError ? false : data?.email;
}
