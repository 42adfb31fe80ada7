import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslate } from 'react-admin';
import { whatsappLink } from '../../../domain/phoneLinks';
import {
  driverRunText,
  type ManifestDeparture,
  type ManifestDriverRow,
  type ManifestVehicleRow,
} from '../../../domain/manifest';
import type { CheckinState } from '../../../domain/reservations';
import type { Assignees } from '../../providers/manifestMethods';
import { AssigneeSelects } from './AssigneeSelects';
import { BookingLine } from './BookingLine';
import { warningText } from './manifestText';

interface Props {
  departure: ManifestDeparture;
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
  const heading = `${departure.tour_name} ${date}`;
  const driverLink = driver?.phone
    ? whatsappLink(
        driver.phone,
        driverRunText(departure, translate('ep.run.manifest.driverText', { tour: departure.tour_name, date })),
      )
    : undefined;
  return (
    <Card className="manifest-departure" component="section" aria-label={departure.tour_name} sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6">
          {departure.kind === 'transfer' ? `${translate('ep.run.manifest.transfer')}: ` : ''}
          {heading}
        </Typography>
        <Typography variant="body2" data-testid="manifest-headcount">
          {departure.start && `${departure.start}–${departure.back} · `}
          {translate('ep.run.manifest.headcount')}: {departure.headcount} · {translate('ep.run.manifest.left')}:{' '}
          {departure.left === null ? translate('ep.run.manifest.noCapacity') : departure.left}
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
          {driverLink && (
            <Button
              className="no-print"
              href={driverLink}
              target="_blank"
              rel="noreferrer"
              startIcon={<WhatsAppIcon />}
            >
              {translate('ep.run.manifest.sendToDriver')}
            </Button>
          )}
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
