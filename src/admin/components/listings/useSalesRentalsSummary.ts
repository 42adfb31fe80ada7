import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { EpDataProvider } from '../../providers/dataProvider';

const SUMMARY_KEY = ['sales-rentals-summary'];

/** SR-03, SR-04, SR-10, SR-11: the counts and sums, counted by the server. */
export function useSalesRentalsSummary() {
  const dataProvider = useDataProvider<EpDataProvider>();
  // No retries: diagnostics must say at once that the API does not answer.
  return useQuery({ queryKey: SUMMARY_KEY, queryFn: () => dataProvider.getSalesRentalsSummary(), retry: false });
}

/** After a listing is added, changed or deleted the figures are stale. */
export function useRefreshSummary() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SUMMARY_KEY });
}
