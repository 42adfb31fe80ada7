import { useEffect, useRef } from 'react';
import { useNotify, useRedirect, useStore, type ListParams } from 'react-admin';
import { withMediaPrefix } from '../../../domain/tours';
import { useSaveFailure } from '../../providers/useSaveFailure';

/** TOUR-27 */
export const REDIRECT_AFTER_SAVE_MS = 1500;

/**
 * TOUR-22, TOUR-27..29: the image gets its /media/ prefix; a save says 'Tour saved successfully!
 * Redirecting...' and goes to the list 1.5 s later, unfiltered; a slug clash or any other failure says so (the form
 * keeps what was typed, and server field errors show under their fields).
 */
export function useTourSave() {
  const notify = useNotify();
  const redirect = useRedirect();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The list's own stored search and page (react-admin keeps them under `<resource>.listParams`).
  const [, setListParams] = useStore<Partial<ListParams>>('tours.listParams');
  useEffect(() => () => clearTimeout(timer.current), []);
  // TOUR-28, TOUR-29: beside the message under the field, a slug clash and any other failure have a toast.
  const onError = useSaveFailure({
    otherwise: 'ep.tours.saveError',
    byCode: { slug_taken: 'ep.tours.slugTaken', validation: 'ep.tours.saveError' },
  });

  const onSuccess = () => {
    notify('ep.tours.saved', { type: 'success' });
    timer.current = setTimeout(() => {
      // The saved tour is shown, not hidden by a search typed before it was opened (issue 43); the order stays.
      setListParams((params) => ({ ...params, filter: {}, displayedFilters: {}, page: 1 }));
      redirect('list', 'tours');
    }, REDIRECT_AFTER_SAVE_MS);
  };
  const transform = <T extends { background_image?: string }>(data: T): T => ({
    ...data,
    background_image: withMediaPrefix(data.background_image ?? ''),
  });
  return { mutationOptions: { onSuccess, onError }, transform };
}
