import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import {
  Alert,
  AppBar,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Container,
  Stack,
  Tab,
  Tabs,
  Toolbar,
  Typography,
} from '@mui/material';
import { businessToday } from '../../../domain/businessDay';
import { clearSession, LOGIN_PATH, readSession } from '../../providers/session';
import { goTo } from '../../entryRouter';
import { driverWords as words } from './driverWords';
import { useDriverDay } from './useDriverDay';
import { BookingCard } from './BookingCard';
import { registerDriverWorker } from './registerWorker';
import { dropFirstRows } from '../../firstRows';

const DAY_MS = 86_400_000;
/** Today and tomorrow on the business's calendar, as the screen opens. */
const daysShown = () => {
  const now = new Date();
  return [businessToday(now), businessToday(new Date(now.getTime() + DAY_MS))] as const;
};

/**
 * Issue 42: the driver's phone screen (375 px first) of his own runs today and tomorrow: pickups in order,
 * check-in and collecting the balance, kept on the phone and sent when there is signal.
 */
export default function DriverArea() {
  const username = readSession()?.username ?? '';
  const [dates] = useState(daysShown);
  const [tab, setTab] = useState(0);
  const signOut = useCallback(() => {
    clearSession();
    goTo(LOGIN_PATH, { replace: true });
  }, []);
  const { dayOf, queue, refused, online, sending, record, dismiss } = useDriverDay(username, dates, signOut);
  useEffect(() => registerDriverWorker(), []);

  const logout = () => {
    void fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
    signOut();
  };
  const day = dayOf(dates[tab]);
  const shown = day !== undefined;
  // His day as the server wrote it in the page stays until this screen shows its own (firstRows.ts).
  useLayoutEffect(() => {
    if (shown) dropFirstRows();
  }, [shown]);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100' }}>
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 1 }}>
          <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>
            {words('title')}
          </Typography>
          <Typography variant="body2">{username}</Typography>
          <Button color="inherit" onClick={logout}>
            {words('logout')}
          </Button>
        </Toolbar>
        <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} textColor="inherit" variant="fullWidth">
          <Tab label={words('today')} />
          <Tab label={words('tomorrow')} />
        </Tabs>
      </AppBar>
      <Container maxWidth="sm" sx={{ py: 2, px: 1 }}>
        <Stack spacing={1.5}>
          {!online && <Alert severity="warning">{words('offline')}</Alert>}
          {queue.length > 0 && (
            <Alert severity="info" data-testid="driver-pending">
              {sending && online ? words('sending') : words('pending', { smart_count: queue.length })}
            </Alert>
          )}
          {refused.map(({ change, stale, error }) => (
            <Alert
              key={change.id}
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => dismiss(change.id)}>
                  {words('dismiss')}
                </Button>
              }
            >
              {stale ? words('stale', { name: change.name }) : words('refused', { name: change.name, error })}
            </Alert>
          ))}
          {!day && <Typography>{words('loading')}</Typography>}
          {day && day.manifest.departures.length === 0 && <Typography>{words('nothing')}</Typography>}
          {day?.manifest.departures.map((departure) => (
            <Card key={departure.key} component="section" aria-label={departure.tour_name}>
              <CardContent sx={{ px: 1.5 }}>
                <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                  <Typography variant="h6" component="h2">
                    {departure.tour_name}
                  </Typography>
                  {departure.departs && <Chip size="small" label={words('departs', { time: departure.departs })} />}
                  {departure.vehicle && <Chip size="small" variant="outlined" label={departure.vehicle.name} />}
                </Stack>
                <Stack spacing={1.5} sx={{ mt: 1 }}>
                  {departure.bookings.map((booking) => (
                    <BookingCard key={booking.id} booking={booking} date={dates[tab]} record={record} />
                  ))}
                </Stack>
              </CardContent>
            </Card>
          ))}
          {day && (
            <Typography variant="caption" color="text.secondary">
              {words('savedAt', { time: new Date(day.savedAt).toLocaleTimeString() })}
            </Typography>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
