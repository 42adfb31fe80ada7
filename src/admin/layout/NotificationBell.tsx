import { useState, type MouseEvent } from 'react';
import { Badge, IconButton, List, ListItemButton, ListItemText, Popover, Tooltip, Typography } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useBasename, useDataProvider, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { NOTIFICATION_TARGETS, type AdminNotification } from '../../domain/notifications';
import type { EpDataProvider } from '../providers/dataProvider';
import { formatAge } from '../i18n/dates';
import { REFRESH_MS } from '../components/refresh';

/** SHELL-20: "about 96 units of height", read as 96 of MUI's 4 px units. */
export const POPUP_MAX_HEIGHT = 384;

export function NotificationBell() {
  const dataProvider = useDataProvider<EpDataProvider>();
  const navigate = useNavigate();
  const basename = useBasename();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data = [], refetch } = useGetList<AdminNotification>(
    'notifications',
    { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'DESC' } },
    { refetchInterval: REFRESH_MS },
  );
  const unread = data.filter((notification) => !notification.read).length;

  const open = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    if (unread > 0)
      void dataProvider.markNotificationsRead().then(
        () => refetch(),
        () => undefined,
      );
  };
  const go = (notification: AdminNotification) => {
    setAnchor(null);
    // A booking's notice opens the booking it names (issue 39); older notices, the list.
    const target = NOTIFICATION_TARGETS[notification.type];
    navigate(notification.record_id ? `${basename}/${target}/${notification.record_id}` : `${basename}/${target}`);
  };

  return (
    <>
      <Tooltip title={translate('ep.notifications.title')}>
        <IconButton color="inherit" onClick={open} aria-label={translate('ep.notifications.title')}>
          <Badge badgeContent={anchor ? 0 : unread} color="error" data-testid="notification-badge">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <List
          dense
          sx={{ width: 320, maxWidth: '90vw', maxHeight: POPUP_MAX_HEIGHT, overflowY: 'auto' }}
          data-testid="notification-list"
        >
          {data.length === 0 && (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {translate('ep.notifications.empty')}
            </Typography>
          )}
          {data.map((notification) => (
            <ListItemButton key={notification.id} onClick={() => go(notification)}>
              <ListItemText
                primary={notification.text}
                secondary={
                  `${translate(`ep.notificationTypes.${notification.type}`)} · ` +
                  `${formatAge(notification.created_at, locale)}`
                }
                slotProps={{ primary: { fontWeight: notification.read ? 'normal' : 'bold' } }}
              />
            </ListItemButton>
          ))}
        </List>
      </Popover>
    </>
  );
}
