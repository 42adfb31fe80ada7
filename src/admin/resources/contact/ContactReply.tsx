import { useEffect, useState } from 'react';
import { Alert, Button, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { chatEntrySchema, type ContactMessage } from '../../../domain/contact';
import { maxLengthOf } from '../../components/BoundedTextInput';
import { ContactReplyLinks } from './ContactReplyLinks';
import { useContactDelivery } from './useContactDelivery';
import { useGuestReply } from './useGuestReply';
import { useInternalNote } from './useInternalNote';

/** Read when the box first shows, not when the module loads: the schema is built on first use (domain/lazy.ts). */
const maxLength = () => maxLengthOf(chatEntrySchema.shape.text) ?? 2000;

type Mode = 'guest' | 'note';

/**
 * CONTACT-08, CONTACT-11: the reply box. A reply to the guest is emailed (Send) when the server has SMTP, or
 * leaves by mailto / WhatsApp / phone links when not; an internal note only joins the thread. One text for
 * both, so switching loses nothing, and a failed send keeps it.
 */
export function ContactReply({ message }: { message: ContactMessage }) {
  const translate = useTranslate();
  const [mode, setMode] = useState<Mode>('guest');
  // A draft per message, kept when the screen is left and found on coming back (issue 43).
  const draftKey = `ep.contactDraft.${message.id}`;
  const [text, setText] = useState(() => sessionStorage.getItem(draftKey) ?? '');
  useEffect(() => {
    if (text === '') sessionStorage.removeItem(draftKey);
    else sessionStorage.setItem(draftKey, text);
  }, [draftKey, text]);
  const max = maxLength();
  const emails = useContactDelivery();
  const clear = () => setText('');
  const guest = useGuestReply(message, { onSent: clear });
  const note = useInternalNote(message, { onSaved: clear });
  const empty = text.trim() === '';
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, value: Mode | null) => value && setMode(value)}
        aria-label={translate('ep.contactReply.mode')}
      >
        <ToggleButton value="guest">{translate('ep.contactReply.toGuest')}</ToggleButton>
        <ToggleButton value="note">{translate('ep.contactReply.note')}</ToggleButton>
      </ToggleButtonGroup>
      {(mode === 'note' || emails) && (
        <Typography variant="body2" color="text.secondary">
          {mode === 'note'
            ? translate('ep.contactReply.noteHint')
            : translate('ep.contactReply.guestHint', { email: message.email })}
        </Typography>
      )}
      <TextField
        label={translate(mode === 'note' ? 'ep.contactReply.note' : 'ep.contact.reply')}
        multiline
        minRows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: max } }}
        helperText={translate('ep.form.maxLength', { max })}
      />
      {mode === 'guest' && guest.failure && (
        <Alert severity="error" onClose={guest.reset}>
          {guest.failure}
        </Alert>
      )}
      <Stack direction="row">
        {mode === 'note' ? (
          <Button variant="outlined" color="warning" onClick={() => note.save(text)} disabled={note.isPending || empty}>
            {translate('ep.contactReply.saveNote')}
          </Button>
        ) : emails ? (
          <Button variant="contained" onClick={() => guest.send(text)} disabled={guest.isPending || empty}>
            {translate('ep.contact.send')}
          </Button>
        ) : emails === false ? (
          <ContactReplyLinks
            message={message}
            text={text}
            // Answered outside the app: the thread says how, so the other staff member sees the guest was answered.
            onReplied={(channel) =>
              note.save(translate(`ep.contactReply.repliedBy.${channel}`, { text: text.trim() || '—' }))
            }
          />
        ) : null}
      </Stack>
    </Stack>
  );
}
