import { useLayoutEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, GlobalStyles, Stack, TextField, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import DownloadIcon from '@mui/icons-material/Download';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { Title, useBasename, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { driverRuns, type ManifestDeparture } from '../../../domain/manifest';
import { businessToday, isCalendarDate } from '../../../domain/dates';
import type { CheckinState } from '../../../domain/bookings';
import type { EpDataProvider } from '../../providers/dataProvider';
import type { Assignees } from '../../providers/manifestMethods';
import { DepartureCard } from './DepartureCard';
import { manifestCsv } from './manifestText';
import { downloadCsvText } from '../../components/csv';
import { useRunChoices } from './runChoices';
import { LoadingBar } from '../../components/LoadingBar';
import { dropFirstRows } from '../../firstRows';

/** The business's day (Puerto Plata's clock, whatever the phone's), `offset` days on. */
const localDay = (offset = 0) => {
  const day = new Date(`${businessToday()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
};

// Printed, the manifest is one departure per page without the app's bars, menus and buttons.
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        // The docked menu's drawer (not only its paper) goes, or its 240 px column stays blank on paper.
        '.MuiAppBar-root, .RaSidebar-root, .RaSidebar-fixed, .RaSidebar-docked, .MuiDrawer-docked, .no-print': {
          display: 'none !important',
        },
        // The menu's column stays reserved unless the page's content boxes are told to take the width.
        '.RaLayout-appFrame, .RaLayout-contentWithSidebar, .RaLayout-content, .manifest-page': {
          marginLeft: '0 !important',
          paddingLeft: '0 !important',
          width: '100% !important',
          maxWidth: 'none !important',
        },
        '.manifest-departure': { breakAfter: 'page', boxShadow: 'none' },
        '.manifest-departure:last-of-type': { breakAfter: 'auto' },
      },
    }}
  />
);

const isConflict = (error: unknown) => (error as { status?: number })?.status === 409;

/** Issue 22 'reservas/manifest': the day's run, worked from a phone at pickup and printed for the drivers. */
export function ManifestScreen() {
  const translate = useTranslate();
  const basename = useBasename();
  const notify = useNotify();
  const dataProvider = useDataProvider<EpDataProvider>();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = isCalendarDate(asked) ? asked : localDay();
  const [busy, setBusy] = useState(false);
  const key = ['manifest', date];
  const { data, isPending, error } = useQuery({
    queryKey: key,
    queryFn: async () => (await dataProvider.getManifest(date)).data,
  });
  const { drivers, vehicles } = useRunChoices(data);
  const runs = data ? driverRuns(data) : [];
  const settled = data !== undefined || Boolean(error);
  // The day as the server wrote it in the page stays until this screen shows its own (firstRows.ts).
  useLayoutEffect(() => {
    if (settled) dropFirstRows();
  }, [settled]);

  const setDate = (day: string) => setParams(isCalendarDate(day) ? { date: day } : {});
  const change = async (write: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await write();
      notify('ep.run.manifest.saved', { type: 'success' });
    } catch (failure) {
      notify(isConflict(failure) ? 'ep.form.conflict' : String((failure as Error).message), { type: 'error' });
    } finally {
      await queryClient.invalidateQueries({ queryKey: key });
      setBusy(false);
    }
  };
  const onCheckin = (id: number, version: number, state: CheckinState) =>
    void change(() => dataProvider.setCheckin(id, state, version));
  // Each assignment sends back the version it was read at: another phone's change since answers 409.
  const bookingVersion = (id: number) =>
    data?.departures.flatMap((departure) => departure.bookings).find((booking) => booking.id === id)?.version;
  const onAssign = (departure: ManifestDeparture, assignees: Assignees) =>
    void change(() =>
      departure.kind === 'transfer'
        ? dataProvider.assignBooking(departure.bookings[0].id, { ...assignees, version: departure.bookings[0].version })
        : dataProvider.assignDeparture(
            departure.tour_id ?? 0,
            date,
            { ...assignees, version: departure.assignment_version },
            departure.time,
          ),
    );
  const onAssignBooking = (bookingId: number, assignees: Assignees) =>
    void change(() => dataProvider.assignBooking(bookingId, { ...assignees, version: bookingVersion(bookingId) }));

  return (
    <Box className="manifest-page" sx={{ mt: 1, maxWidth: 900 }}>
      {printStyles}
      <Title title="ep.run.manifest.title" />
      <Stack
        direction="row"
        spacing={1}
        alignItems="center"
        flexWrap="wrap"
        useFlexGap
        className="no-print"
        sx={{ mb: 2 }}
      >
        <TextField
          type="date"
          size="small"
          label={translate('ep.run.manifest.day')}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant={date === localDay() ? 'contained' : 'outlined'} onClick={() => setDate(localDay())}>
          {translate('ep.run.manifest.today')}
        </Button>
        <Button variant={date === localDay(1) ? 'contained' : 'outlined'} onClick={() => setDate(localDay(1))}>
          {translate('ep.run.manifest.tomorrow')}
        </Button>
        <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
          {translate('ep.run.manifest.print')}
        </Button>
        <Button
          startIcon={<DownloadIcon />}
          disabled={!data}
          onClick={() => data && downloadCsvText(`manifest-${date}`, manifestCsv(translate, data))}
        >
          {translate('ep.run.manifest.exportCsv')}
        </Button>
        <Button
          component={Link}
          to={`${basename}/reservas/calendar?month=${date.slice(0, 7)}`}
          startIcon={<CalendarMonthIcon />}
        >
          {translate('ep.run.calendar.title')}
        </Button>
      </Stack>
      {isPending && <LoadingBar />}
      {error && <Alert severity="error">{String((error as Error).message)}</Alert>}
      {data && data.ships.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          flexWrap="wrap"
          useFlexGap
          sx={{ mb: 2 }}
          aria-label={translate('ep.run.manifest.ship')}
        >
          {data.ships.map((ship) => (
            <Chip
              key={ship.id}
              label={`${ship.ship} · ${ship.terminal} · ${ship.arrival_time}–${ship.all_aboard_time} · ${ship.people}`}
            />
          ))}
        </Stack>
      )}
      {data && data.departures.length === 0 && <Typography>{translate('ep.run.manifest.empty')}</Typography>}
      {data?.departures.map((departure) => (
        <DepartureCard
          key={departure.key}
          departure={departure}
          runs={runs}
          date={date}
          drivers={drivers}
          vehicles={vehicles}
          busy={busy}
          onCheckin={onCheckin}
          onPaid={() => void queryClient.invalidateQueries({ queryKey: key })}
          onAssign={onAssign}
          onAssignBooking={onAssignBooking}
        />
      ))}
    </Box>
  );
}
