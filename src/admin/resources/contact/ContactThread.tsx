import { Alert, Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChatEntry } from '../../../domain/contact';
import { useDates } from '../../i18n/dates';

/** Whether a line reached the guest, failed to, or is a note for the team (every line without `kind`). */
function LineLabel({ entry }: { entry: ChatEntry }) {
  const translate = useTranslate();
  if (entry.kind !== 'email')
    return <Chip size="small" variant="outlined" color="warning" label={translate('ep.contactReply.note')} />;
  if (entry.delivery === 'failed')
    return <Chip size="small" color="error" label={translate('ep.contactReply.failedLabel', { to: entry.to })} />;
  if (entry.delivery === 'sending')
    return <Chip size="small" variant="outlined" label={translate('ep.contactSending.sending')} />;
  return <Chip size="small" color="success" label={translate('ep.contactReply.sentLabel', { to: entry.to })} />;
}

/** CONTACT-08, CONTACT-11: the thread under the message, oldest first, each line labelled; text shown as text. */
export function ContactThread({ chat }: { chat: ChatEntry[] }) {
  const translate = useTranslate();
  const { instant } = useDates();
  if (chat.length === 0) return <Typography color="text.secondary">{translate('ep.contact.noReplies')}</Typography>;
  return (
    <Stack spacing={1} data-testid="contact-thread">
      {chat.map((entry, index) => (
        <Paper
          key={index}
          variant="outlined"
          data-testid="contact-thread-line"
          sx={{ p: 1.5, bgcolor: entry.kind === 'email' ? 'background.paper' : 'action.hover' }}
        >
          <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mb: 0.5 }}>
            <LineLabel entry={entry} />
            <Typography variant="caption" color="text.secondary">
              {entry.from} · {instant(entry.date)}
            </Typography>
          </Stack>
          <Box sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.text}</Box>
          {entry.delivery === 'failed' && entry.error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {translate('ep.contactReply.failed', { to: entry.to, reason: entry.error })}
            </Alert>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
