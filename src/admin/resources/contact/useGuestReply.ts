import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ChatEntry, ContactMessage } from '../../../domain/contact';
import type { EpDataProvider } from '../../providers/dataProvider';

/** What a failed send says: the refused line's own reason when the server kept it, else the call's message. */
function failureText(error: unknown, translate: ReturnType<typeof useTranslate>) {
  const record = (error as { body?: { record?: ContactMessage } }).body?.record;
  const line: ChatEntry | undefined = record?.chat.at(-1);
  if (line?.delivery === 'failed') return translate('ep.contactReply.failed', { to: line.to, reason: line.error });
  return (error as Error).message;
}

/**
 * Emails a reply to the visitor (POST /api/contact/{id}/reply). Success clears the box; a failure keeps it and
 * says why beside it, and the thread (refetched either way) shows the reply as sent or failed.
 */
export function useGuestReply(message: ContactMessage, { onSent }: { onSent: () => void }) {
  const dataProvider = useDataProvider<EpDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const mutation = useMutation({
    mutationFn: (text: string) => dataProvider.replyToGuest(message.id, text),
    onSuccess: () => {
      onSent();
      notify('ep.contactReply.sent', { type: 'success', messageArgs: { to: message.email } });
    },
    // The thread, the list and its badge all show the new line or the read state.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['contact'] }),
  });
  return {
    send: (text: string) => mutation.mutate(text.trim()),
    isPending: mutation.isPending,
    failure: mutation.error ? failureText(mutation.error, translate) : undefined,
    reset: mutation.reset,
  };
}
