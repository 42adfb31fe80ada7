import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslate } from 'react-admin';
import { whatsappLink } from '../../../domain/phoneLinks';
import {
  driverRunText,
  type DriverRun,
  type ManifestDeparture,
  type ManifestDriverRow,
  type ManifestVehicleRow,
} from '../../../domain/manifest';
import type { CheckinState } from '../../../domain/bookings';
import type { Assignees } from '../../providers/manifestMethods';
import { AssigneeSelects } from './AssigneeSelects';
import { BookingLine } from './BookingLine';
import { warningText } from './manifestText';
import { usd } from '../../components/usd';

interface Props {
  departure: ManifestDeparture;
  /** Each driver's run of the day (driverRuns): what "send to the driver" sends, as assigned now. */
  runs: DriverRun[];
  date: string;
  drivers: ManifestDriverRow[];
  vehicles: ManifestVehicleRow[];
  busy: boolean;
  onCheckin: (bookingId: number, version: number, state: CheckinState) => void;
  onPaid: () => void;
  onAssign: (departure: ManifestDeparture, assignees: Assignees) => void;
  onAssignBooking: (bookingId: number, assignees: Assignees) => void;
}

/** One departure (a tour's day, or a transfer of its own) as the driver and the office see it. */
export function DepartureCard({
  departure,
  runs,
  date,
  drivers,
  vehicles,
  busy,
  onCheckin,
  onPaid,
  onAssign,
  onAssignBooking,
}: Props) {
  const translate = useTranslate();
  // A transfer is one booking: its driver and vehicle are the booking's own.
  const own = departure.kind === 'transfer' ? departure.bookings[0] : undefined;
  const driver = own ? own.driver : departure.driver;
  const vehicle = own ? own.vehicle : departure.vehicle;
  const heading = `${departure.label} ${date}`;
  // Whoever carries a party of this departure gets his whole day as assigned now: a booking moved to
  // another driver leaves the first one's message and joins the second's.
  const carriers = new Set(departure.bookings.flatMap((booking) => (booking.driver ? [booking.driver.id] : [])));
  const words = {
    people: translate('ep.run.manifest.driverWords.people'),
    flight: translate('ep.run.manifest.driverWords.flight'),
    bags: translate('ep.run.manifest.driverWords.bags'),
    collect: (amount: number) => translate('ep.run.manifest.driverWords.collect', { amount: usd(amount) }),
    allAboard: (ship: string, hour: string) => translate('ep.run.manifest.driverWords.allAboard', { ship, hour }),
  };
  const driverLinks = runs
    .filter((run) => carriers.has(run.driver.id) && run.driver.phone)
    .map((run) => ({
      driver: run.driver,
      href: whatsappLink(
        run.driver.phone,
        driverRunText(run, translate('ep.run.manifest.driverText', { tour: run.driver.username, date }), words),
      ),
    }));
  return (
    <Card className="manifest-departure" component="section" aria-label={departure.label} sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6">
          {departure.kind === 'transfer' ? `${translate('ep.run.manifest.transfer')}: ` : ''}
          {heading}
        </Typography>
        <Typography variant="body2" data-testid="manifest-headcount">
          {departure.start && `${departure.start}–${departure.back} · `}
          {translate('ep.run.manifest.headcount')}: {departure.headcount} ·{' '}
          {departure.over > 0 ? (
            <Box component="strong" sx={{ color: 'error.main' }} data-testid="manifest-over">
              {translate('ep.run.manifest.over', { over: departure.over })}
            </Box>
          ) : (
            `${translate('ep.run.manifest.left')}: ${
              departure.left === null ? translate('ep.run.manifest.noCapacity') : departure.left
            }`
          )}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ my: 1 }}>
          <AssigneeSelects
            driverId={driver?.id ?? null}
            vehicleId={vehicle?.id ?? null}
            drivers={drivers}
            vehicles={vehicles}
            busy={busy}
            emptyLabel={translate('ep.run.manifest.none')}
            minWidth={180}
            onAssign={(assignees) => onAssign(departure, assignees)}
          />
          {driverLinks.map((link) => (
            <Button
              key={link.driver.id}
              className="no-print"
              href={link.href}
              target="_blank"
              rel="noreferrer"
              startIcon={<WhatsAppIcon />}
            >
              {driverLinks.length === 1
                ? translate('ep.run.manifest.sendToDriver')
                : translate('ep.run.manifest.sendToNamed', { driver: link.driver.username })}
            </Button>
          ))}
        </Stack>
        {departure.warnings.map((warning, index) => (
          <Alert key={index} severity="warning" sx={{ mb: 1 }}>
            {warningText(translate, warning)}
          </Alert>
        ))}
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          {departure.bookings.map((booking) => (
            <BookingLine
              key={booking.id}
              booking={booking}
              busy={busy}
              onPaid={onPaid}
              onCheckin={(state) => onCheckin(booking.id, booking.version, state)}
              assignees={
                own ? undefined : { drivers, vehicles, onAssign: (assignees) => onAssignBooking(booking.id, assignees) }
              }
            />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
