import { Card, CardContent, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { httpClient } from '../../providers/httpClient';

interface GuestMessage {
  id: number;
  kind: string;
  to_email: string;
  subject: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  last_error: string;
  sent_at: string | null;
  created_at: string;
}

const COLORS = { pending: 'default', sending: 'info', sent: 'success', failed: 'error' } as const;

/**
 * Every message to the guest the outbox holds for this booking (issue 39): its kind, address, state, attempts and
 * the mail server's last refusal; without SMTP_URL it says nothing is emailed. Polled while one is still queued.
 */
export function GuestMessagesPanel({ bookingId, version }: { bookingId: number; version: number }) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`ep.guest.staff.${key}`, args);
  const { data } = useQuery({
    queryKey: ['reservas', bookingId, 'messages', version],
    queryFn: async () =>
      (await httpClient<{ email: boolean; messages: GuestMessage[] }>(`/api/reservations/${bookingId}/messages`)).json,
    refetchInterval: (query) =>
      query.state.data?.messages.some((message) => message.status === 'pending' || message.status === 'sending')
        ? 3000
        : false,
  });
  if (!data) return null;
  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid="guest-messages">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('messages')}
        </Typography>
        {!data.email && <Typography color="text.secondary">{t('noSmtp')}</Typography>}
        {data.email && data.messages.length === 0 && <Typography color="text.secondary">{t('noMessages')}</Typography>}
        <List dense>
          {data.messages.map((message) => (
            <ListItem key={message.id} disableGutters>
              <ListItemText
                primary={`${t(`kinds.${message.kind}`)} · ${message.to_email}`}
                secondary={[
                  new Date(message.sent_at ?? message.created_at).toLocaleString(),
                  t('attempts', { attempts: message.attempts }),
                  message.last_error,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
              <Chip size="small" color={COLORS[message.status]} label={t(`states.${message.status}`)} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
