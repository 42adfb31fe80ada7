import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { serverReason } from './serverReason';

/** Spec §8's alert of a failed upload, then why when the server said so (over 10 MB, not an image…). */
export function useUploadFailure() {
  const translate = useTranslate();
  return useCallback(
    (error: unknown) => {
      const reason = serverReason(error);
      return reason ? translate('ep.signals.uploadRefused', { reason }) : translate('ep.signals.uploadError');
    },
    [translate],
  );
}
