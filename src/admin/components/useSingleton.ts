import { useDataProvider } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EpDataProvider } from '../providers/dataProvider';

/** What the server answers for a singleton: its fields and the version a save sends back (409 if stale). */
export type Versioned<T> = T & { version: number };

/**
 * Reads and saves one singleton (settings-like object) through the data provider, sharing one cache entry
 * per name, so every screen showing it (a form, a dashboard widget) sees the saved value at once.
 */
export function useSingleton<T extends object>(name: string) {
  const dataProvider = useDataProvider<EpDataProvider>();
  const queryClient = useQueryClient();
  const queryKey = ['singleton', name];
  const query = useQuery({
    queryKey,
    queryFn: async () => (await dataProvider.getSingleton<Versioned<T>>(name)).data,
  });
  const mutation = useMutation({
    mutationFn: async (data: Versioned<T> | T) =>
      (await dataProvider.putSingleton<Versioned<T>>(name, data as Versioned<T>)).data,
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
  return {
    data: query.data,
    isPending: query.isPending,
    error: query.error,
    refetch: query.refetch,
    save: mutation.mutateAsync,
    isSaving: mutation.isPending,
  };
}
