import { useEffect, useRef } from 'react';
import { useNotify, useRedirect } from 'react-admin';
import { withMediaPrefix } from '../../../domain/tours';
import { errorCodeOf } from '../../../domain/errorCodes';
import { useSaveFailure } from '../../components/useSaveFailure';

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
  const conflictOnly = useSaveFailure(() => undefined);

  const onSuccess = () => {
    notify('ep.tours.saved', { type: 'success' });
    timer.current = setTimeout(() => redirect('list', 'tours'), REDIRECT_AFTER_SAVE_MS);
  };
  const onError = (error: unknown) => {
    if ((error as { status?: number }).status === 409) return conflictOnly(error);
    const slugTaken = errorCodeOf((error as { body?: unknown }).body) === 'slug_taken';
    notify(slugTaken ? 'ep.tours.slugTaken' : 'ep.tours.saveError', { type: 'error' });
  };
  const transform = <T extends { background_image?: string }>(data: T): T => ({
    ...data,
    background_image: withMediaPrefix(data.background_image ?? ''),
  });
  return { mutationOptions: { onSuccess, onError }, transform };
}
