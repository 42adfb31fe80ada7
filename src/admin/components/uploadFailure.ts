import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { serverReason } from './serverReason';
import { spanishKeyOf } from '../i18n/spanishKey';

/**
 * Why the server refused an upload, in the screen's language: the server answers in Spanish, so an English screen
 * said 'Error uploading image: El archivo…'; a reason the catalog holds is said in the screen's own words.
 */
export function useUploadReason() {
  const translate = useTranslate();
  return useCallback(
    (error: unknown): string | undefined => {
      const reason = serverReason(error);
      const key = reason === undefined ? undefined : spanishKeyOf(reason);
      return key ? translate(key) : reason;
    },
    [translate],
  );
}

/** Spec §8's alert of a failed upload, then why when the server said so (over 10 MB, not an image…). */
export function useUploadFailure() {
  const translate = useTranslate();
  const reasonOf = useUploadReason();
  return useCallback(
    (error: unknown) => {
      const reason = reasonOf(error);
      return reason ? translate('ep.signals.uploadRefused', { reason }) : translate('ep.signals.uploadError');
    },
    [translate, reasonOf],
  );
}
