import { useUpdate } from 'react-admin';
import type { ContactMessage } from '../../../domain/contact';

/** CONTACT-09: an unread message becomes read (PUT with `leido`); a read one is left alone (CONTACT-10). */
export function useMarkRead() {
  const [update] = useUpdate<ContactMessage>();
  return (message: ContactMessage) => {
    if (message.leido) return;
    update(
      'contact',
      { id: message.id, data: { leido: true }, previousData: message },
      // CONTACT-13: a failed call is only logged.
      { mutationMode: 'pessimistic', onError: (error) => console.error('Marking the message read failed', error) },
    );
  };
}
