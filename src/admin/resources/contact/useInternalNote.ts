import { useGetIdentity, useUpdate } from 'react-admin';
import type { ContactMessage } from '../../../domain/contact';

/** CONTACT-11: an internal note is added to the thread with PUT `chat`; only the team sees it. */
export function useInternalNote(message: ContactMessage, { onSaved }: { onSaved: () => void }) {
  const { identity } = useGetIdentity();
  const [update, { isPending }] = useUpdate<ContactMessage>();
  const save = (text: string) => {
    const note = {
      from: String(identity?.id ?? identity?.fullName ?? 'staff'),
      text: text.trim(),
      date: new Date().toISOString(),
    };
    update(
      'contact',
      { id: message.id, data: { chat: [...message.chat, note], version: message.version }, previousData: message },
      {
        mutationMode: 'pessimistic',
        onSuccess: onSaved,
        // CONTACT-13: only logged; the typed note stays in the box.
        onError: (error) => console.error('Sending the reply failed', error),
      },
    );
  };
  return { save, isPending };
}
