import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useGetIdentity, useTranslate, useUpdate } from 'react-admin';
import { chatEntrySchema, type ContactMessage } from '../../../domain/contact';
import { maxLengthOf } from '../../components/BoundedTextInput';

const MAX = maxLengthOf(chatEntrySchema.shape.text) ?? 2000;

/** CONTACT-11: the reply box; Send adds the reply to the thread (PUT with `chat`). A failed send keeps the text. */
export function ContactReply({ message }: { message: ContactMessage }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [text, setText] = useState('');
  const [update, { isPending }] = useUpdate<ContactMessage>();
  const send = () => {
    const reply = { from: String(identity?.id ?? identity?.fullName ?? 'staff'), text: text.trim(), date: new Date().toISOString() };
    update(
      'contact',
      { id: message.id, data: { chat: [...message.chat, reply], version: message.version }, previousData: message },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => setText(''),
        // CONTACT-13: only logged; the typed reply stays in the box.
        onError: (error) => console.error('Sending the reply failed', error),
      },
    );
  };
  return (
    <Stack spacing={1}>
      <TextField
        label={translate('ep.contact.reply')}
        multiline
        minRows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: MAX } }}
        helperText={translate('ep.form.maxLength', { max: MAX })}
      />
      <Stack direction="row">
        <Button variant="contained" onClick={send} disabled={isPending || text.trim() === ''}>
          Send
        </Button>
      </Stack>
    </Stack>
  );
}
