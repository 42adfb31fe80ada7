import { useState } from 'react';
import { useNotify, useRedirect, useTranslate, type Identifier } from 'react-admin';
import { useSaveFailure } from '../../providers/useSaveFailure';

/**
 * What a booking's create and edit do on save: go to its detail; on `over_capacity` say what is left and
 * offer the owner the overbook switch (the error protocol: decided by code, never by the text).
 */
export function useBookingSave(done: 'created' | 'saved') {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const [overbook, setOverbook] = useState(false);
  const failure = useSaveFailure({
    byCode: {
      over_capacity: (error) => {
        setOverbook(true);
        notify(translate('ep.bookings.overCapacity', { error: (error as { message?: string }).message ?? '' }), {
          type: 'error',
          autoHideDuration: null,
        });
        return undefined;
      },
    },
  });
  const onSuccess = (record: { id: Identifier }) => {
    notify(`ep.bookings.${done}`, { type: 'success' });
    redirect('edit', 'reservas', record.id);
  };
  return { overbook, mutationOptions: { onSuccess, onError: failure } };
}
