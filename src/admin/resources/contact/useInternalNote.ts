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
      // No version: opening the message marks it read (a write), and a note saved before that answer came back
      // carried the version before it and was refused (409) and lost. The thread's own rule guards it instead:
      // the server refuses a chat that does not extend the stored one, as when someone else's line came first.
      { id: message.id, data: { chat: [...message.chat, note], version: undefined }, previousData: message },
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
