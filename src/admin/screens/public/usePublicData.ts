import { useEffect, useState } from 'react';
import { publicGet } from '../../providers/publicRequest';

export type PublicData<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; data: T };

/** One public read for a visitor's page: loading, then the answer or an error. */
export function usePublicData<T>(path: string): PublicData<T> {
  const [result, setResult] = useState<PublicData<T>>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    publicGet<T>(path, controller.signal).then(
      (data) => setResult({ state: 'ready', data }),
      () => controller.signal.aborted || setResult({ state: 'error' }),
    );
    return () => controller.abort();
  }, [path]);
  return result;
}
