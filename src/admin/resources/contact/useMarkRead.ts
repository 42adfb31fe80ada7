import { useQueryClient } from '@tanstack/react-query';
import { useUpdate } from 'react-admin';
import type { ContactMessage } from '../../../domain/contact';

/**
 * CONTACT-09: an unread message becomes read (PUT with `leido`); a read one is left alone (CONTACT-10).
 * CONTACT-04: the badge's count is its own query, which the saved record does not touch: it is asked again, and so
 * is the message itself, whose thread may have a note saved while the read was on its way, not in the read's answer.
 */
export function useMarkRead() {
  const [update] = useUpdate<ContactMessage>();
  const queryClient = useQueryClient();
  return (message: ContactMessage) => {
    if (message.leido) return;
    update(
      'contact',
      // No version: a read is never undone, so a note saved first (which the server keeps as read) is no conflict.
      { id: message.id, data: { leido: true, version: undefined }, previousData: message },
      // CONTACT-13: a failed call is only logged.
      {
        mutationMode: 'pessimistic',
        onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contact'] }),
        onError: (error) => console.error('Marking the message read failed', error),
      },
    );
  };
}
