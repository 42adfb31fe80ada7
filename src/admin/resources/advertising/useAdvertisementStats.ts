import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { EpDataProvider } from '../../providers/dataProvider';

/** Under the resource's query key, so refreshing the list after Cancel or Mark as Paid refreshes the cards too. */
export const ADVERTISEMENT_STATS_KEY = ['advertising', 'stats'];

export function useAdvertisementStats() {
  const dataProvider = useDataProvider<EpDataProvider>();
  return useQuery({
    queryKey: ADVERTISEMENT_STATS_KEY,
    queryFn: async () => (await dataProvider.getAdvertisementStats()).data,
    retry: false,
  });
}
