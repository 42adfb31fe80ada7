import { useQueryClient } from '@tanstack/react-query';
import { useUpdate } from 'react-admin';
import type { ContactMessage } from '../../../domain/contact';

/**
 * CONTACT-09: an unread message becomes read (PUT with `leido`); a read one is left alone (CONTACT-10).
 * CONTACT-04: the badge's count is its own query, which the saved record does not touch: it is asked again.
 */
export function useMarkRead() {
  const [update] = useUpdate<ContactMessage>();
  const queryClient = useQueryClient();
  return (message: ContactMessage) => {
    if (message.leido) return;
    update(
      'contact',
      { id: message.id, data: { leido: true }, previousData: message },
      // CONTACT-13: a failed call is only logged.
      {
        mutationMode: 'pessimistic',
        onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contact', 'getList'] }),
        onError: (error) => console.error('Marking the message read failed', error),
      },
    );
  };
}
