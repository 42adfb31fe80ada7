import { useNotify, useRedirect } from 'react-admin';
import { useSaveFailure } from '../../providers/useSaveFailure';

/** ATTR-11, ATTR-12: 'Attraction saved successfully!', or the server's message, or 'Error saving attraction'. */
export function useAttractionSave() {
  const notify = useNotify();
  const redirect = useRedirect();
  const describe = (error: unknown) =>
    error instanceof Error && error.message ? error.message : 'ep.attractions.saveError';
  const onError = useSaveFailure({ otherwise: describe });
  const onSuccess = () => {
    notify('ep.attractions.saved', { type: 'success' });
    redirect('list', 'attractions');
  };
  return { onSuccess, onError };
}
