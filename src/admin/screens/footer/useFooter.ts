import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { FooterContent } from '../../../domain/footer';
import type { EpDataProvider } from '../../providers/dataProvider';

export type StoredFooter = FooterContent & { id?: number; version: number };

const KEY = ['singleton', 'footer'];

/**
 * FOOT-05..11: the footer's states. Loading (GET /api/footer-content), saving (POST, or PUT /{id} once it has
 * an id: the data provider chooses), initializing (POST /api/init-footer-content, then the footer is read again).
 */
export function useFooter() {
  const dataProvider = useDataProvider<EpDataProvider>();
  const queryClient = useQueryClient();
  const footer = useQuery({
    queryKey: KEY,
    queryFn: async () => (await dataProvider.getSingleton<StoredFooter>('footer')).data,
    retry: false,
  });
  const save = useMutation({
    mutationFn: async (values: StoredFooter) => (await dataProvider.putSingleton<StoredFooter>('footer', values)).data,
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
  const initialize = useMutation({
    mutationFn: () => dataProvider.initFooter(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  return { footer, save, initialize };
}
