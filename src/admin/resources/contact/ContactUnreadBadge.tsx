import { Chip } from '@mui/material';
import { Translate, useGetList } from 'react-admin';
import { unreadBadge } from '../../../domain/contact';
import { REFRESH_MS } from '../../components/refresh';

/**
 * CONTACT-04: 'New messages: n' or 'All messages read ✓', counted by the server whatever the list shows; asked
 * again when a message is marked read (useMarkRead) and on the bell's interval, as new messages arrive.
 */
export function ContactUnreadBadge() {
  const { total, isPending } = useGetList(
    'contact',
    { filter: { leido: false }, pagination: { page: 1, perPage: 1 } },
    { refetchInterval: REFRESH_MS },
  );
  if (isPending || total === undefined) return null;
  return (
    <Chip
      color={total > 0 ? 'warning' : 'success'}
      label={<Translate i18nKey={unreadBadge(total).key} options={unreadBadge(total).args} />}
    />
  );
}
