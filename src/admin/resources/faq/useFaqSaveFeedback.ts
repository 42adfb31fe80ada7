import { useNotify, useRedirect } from 'react-admin';
import { useSaveFailure } from '../../components/useSaveFailure';

/**
 * FAQ-08: the create and edit forms' mutation options: 'Saved!' and back to the list after a save; 'Error saving
 * FAQ' when it fails (a 409 and field errors say more precisely).
 */
export function useFaqSaveFeedback() {
  const notify = useNotify();
  const redirect = useRedirect();
  const onError = useSaveFailure(() => 'ep.site.faq.saveError');
  const onSuccess = () => {
    notify('ep.site.faq.saved', { type: 'success' });
    redirect('list', 'faq');
  };
  return { onSuccess, onError };
}
