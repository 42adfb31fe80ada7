import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { EpDataProvider } from '../../providers/dataProvider';

/** Where the file is used, read when a screen shows it (never cached across screens: content changes). */
export function useMediaUsage(id: Identifier | undefined) {
  const dataProvider = useDataProvider<EpDataProvider>();
  return useQuery({
    queryKey: ['media', 'usage', id],
    queryFn: async () => (await dataProvider.mediaUsage(id as Identifier)).data,
    enabled: id !== undefined,
    staleTime: 0,
  });
}
