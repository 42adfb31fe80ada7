import { useEffect } from 'react';
import { Box, Card, CardContent, Divider, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link, Title, useCreatePath, useShowController, useTranslate } from 'react-admin';
import type { ContactMessage } from '../../../domain/contact';
import { ContactGuestLinks } from './ContactGuestLinks';
import { ContactReply } from './ContactReply';
import { ContactStatus } from './ContactStatus';
import { ContactThread } from './ContactThread';
import { useDates } from '../../i18n/dates';
import { useMarkRead } from './useMarkRead';

/**
 * CONTACT-08: the original message, the staff thread, the reply box and Back; opening it marks it read (CONTACT-09).
 */
export default function ContactShow() {
  const translate = useTranslate();
  const { instant } = useDates();
  const createPath = useCreatePath();
  const markRead = useMarkRead();
  // CONTACT-14: an unknown id says 'Message not found' here instead of redirecting.
  const { record, isPending, error } = useShowController<ContactMessage>({
    queryOptions: { onError: () => undefined },
  });
  useEffect(() => {
    if (record && !record.leido) markRead(record);
    // Once per message opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record?.id]);
  const back = (
    <MuiLink component={Link} to={createPath({ resource: 'contact', type: 'list' })}>
      {translate('ep.contact.back')}
    </MuiLink>
  );
  if (isPending) return null;
  if (error || !record) {
    return (
      <Box sx={{ p: 2 }}>
        <Typography sx={{ mb: 2 }}>{translate('ep.contact.messageNotFound')}</Typography>
        {back}
      </Box>
    );
  }
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 860 }}>
      <Title title={record.asunto || record.nombre} />
      <Stack spacing={2}>
        {back}
        <Card variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
              <ContactStatus message={record} />
              <Typography variant="h6" sx={{ overflowWrap: 'anywhere' }}>
                {record.asunto || translate('ep.contact.noSubject')}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {record.nombre} · <ContactGuestLinks message={record} /> · {instant(record.fecha)}
            </Typography>
            <Divider sx={{ my: 1.5 }} />
            <Box data-testid="contact-original" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {record.mensaje}
            </Box>
          </CardContent>
        </Card>
        <Typography variant="subtitle1">{translate('ep.contact.thread')}</Typography>
        <ContactThread chat={record.chat} />
        <ContactReply message={record} />
      </Stack>
    </Box>
  );
}
