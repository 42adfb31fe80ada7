import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useDelete, useRecordContext, useTranslate } from 'react-admin';
import type { ContactMessage } from '../../../domain/contact';

/** CONTACT-07: Delete asks inline 'Are you sure?' with Yes / No. */
export function ContactDeleteButton() {
  const translate = useTranslate();
  const message = useRecordContext<ContactMessage>();
  const [asking, setAsking] = useState(false);
  const [deleteOne, { isPending }] = useDelete<ContactMessage>();
  if (!message) return null;
  if (!asking) {
    return (
      <Button size="small" color="error" onClick={(event) => (event.stopPropagation(), setAsking(true))}>
        {translate('ep.contact.delete')}
      </Button>
    );
  }
  const confirm = () =>
    deleteOne(
      'contact',
      { id: message.id, previousData: message },
      // CONTACT-13: a failed call is only logged; the row stays.
      {
        mutationMode: 'pessimistic',
        onError: (error) => (console.error('Deleting the message failed', error), setAsking(false)),
      },
    );
  return (
    <Stack direction="row" spacing={1} alignItems="center" onClick={(event) => event.stopPropagation()}>
      <Typography variant="body2">{translate('ep.contact.areYouSure')}</Typography>
      <Button size="small" color="error" variant="contained" onClick={confirm} disabled={isPending}>
        {translate('ep.contact.yes')}
      </Button>
      <Button size="small" onClick={() => setAsking(false)} disabled={isPending}>
        {translate('ep.contact.no')}
      </Button>
    </Stack>
  );
}
