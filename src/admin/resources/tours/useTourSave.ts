import { useEffect, useRef } from 'react';
import { useNotify, useRedirect } from 'react-admin';
import { withMediaPrefix } from '../../../domain/tours';
import { useSaveFailure } from '../../providers/useSaveFailure';

/** TOUR-27 */
export const REDIRECT_AFTER_SAVE_MS = 1500;

/**
 * TOUR-22, TOUR-27..29: the image gets its /media/ prefix; a save says 'Tour saved successfully!
 * Redirecting...' and goes to the list 1.5 s later; a slug clash or any other failure says so (the form
 * keeps what was typed, and server field errors show under their fields).
 */
export function useTourSave() {
  const notify = useNotify();
  const redirect = useRedirect();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // TOUR-28, TOUR-29: beside the message under the field, a slug clash and any other failure have a toast.
  const onError = useSaveFailure({
    otherwise: 'ep.tours.saveError',
    byCode: { slug_taken: 'ep.tours.slugTaken', validation: 'ep.tours.saveError' },
  });

  const onSuccess = () => {
    notify('ep.tours.saved', { type: 'success' });
    timer.current = setTimeout(() => redirect('list', 'tours'), REDIRECT_AFTER_SAVE_MS);
  };
  const transform = <T extends { background_image?: string }>(data: T): T => ({
    ...data,
    background_image: withMediaPrefix(data.background_image ?? ''),
  });
  return { mutationOptions: { onSuccess, onError }, transform };
}
