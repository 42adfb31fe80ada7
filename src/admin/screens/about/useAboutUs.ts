import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { EpDataProvider } from '../../providers/dataProvider';

export type StoredAbout = { content: string; version: number };

const KEY = ['singleton', 'about'];

/** ABOUT-04, ABOUT-05: GET /api/about-us, and PUT {content} answered with the sanitized text saved. */
export function useAboutUs() {
  const dataProvider = useDataProvider<EpDataProvider>();
  const queryClient = useQueryClient();
  const about = useQuery({
    queryKey: KEY,
    queryFn: async () => (await dataProvider.getSingleton<StoredAbout>('about')).data,
    retry: false,
  });
  const save = useMutation({
    mutationFn: async (values: StoredAbout) =>
      (await dataProvider.putSingleton<StoredAbout>('about', { content: values.content, version: values.version }))
        .data,
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
  return { about, save };
}
