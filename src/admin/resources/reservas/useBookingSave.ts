import { useState } from 'react';
import { useNotify, useRedirect, useTranslate, type Identifier } from 'react-admin';
import { useSaveFailure } from '../../components/useSaveFailure';

interface Refusal {
  message?: string;
  body?: { code?: string };
}

/**
 * What a booking's create and edit do on save: go to its detail; on `over_capacity` say what is left and
 * offer the owner the overbook switch (DECISIONS error protocol: decided by code, never by the text).
 */
export function useBookingSave(done: 'created' | 'saved') {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const [overbook, setOverbook] = useState(false);
  const failure = useSaveFailure();
  const onError = (error: unknown) => {
    const refusal = error as Refusal;
    if (refusal?.body?.code === 'over_capacity') {
      setOverbook(true);
      notify(translate('ep.bookings.overCapacity', { error: refusal.message ?? '' }), { type: 'error', autoHideDuration: null });
      return;
    }
    failure(error);
  };
  const onSuccess = (record: { id: Identifier }) => {
    notify(`ep.bookings.${done}`, { type: 'success' });
    redirect('edit', 'reservas', record.id);
  };
  return { overbook, mutationOptions: { onSuccess, onError } };
}
