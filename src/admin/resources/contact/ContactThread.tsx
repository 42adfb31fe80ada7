import { Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChatEntry } from '../../../domain/contact';
import { useDates } from '../../i18n/dates';

/** CONTACT-08, CONTACT-11: the staff's replies under the message, oldest first; text shown as text. */
export function ContactThread({ chat }: { chat: ChatEntry[] }) {
  const translate = useTranslate();
  const { instant } = useDates();
  if (chat.length === 0) return <Typography color="text.secondary">{translate('ep.contact.noReplies')}</Typography>;
  return (
    <Stack spacing={1} data-testid="contact-thread">
      {chat.map((entry, index) => (
        <Paper key={index} variant="outlined" sx={{ p: 1.5, bgcolor: 'action.hover' }}>
          <Typography variant="caption" color="text.secondary">
            {entry.from} · {instant(entry.date)}
          </Typography>
          <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.text}</Box>
        </Paper>
      ))}
    </Stack>
  );
}
