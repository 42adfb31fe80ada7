import { useListContext } from 'react-admin';
import { LoadError } from '../../components/ListLoadError';

/** RES-14: said on the screen too, not only in a passing notification, with a retry (issue 43). */
export function ListError() {
  const { error, refetch } = useListContext();
  return error ? <LoadError onRetry={refetch} message="ep.reservations.loadError" /> : null;
}
