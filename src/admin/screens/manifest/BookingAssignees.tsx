import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ManifestBooking, ManifestDriverRow, ManifestVehicleRow } from '../../../domain/manifest';
import type { Assignees } from '../../providers/manifestMethods';
import { AssigneeSelects } from './AssigneeSelects';

interface Props {
  booking: ManifestBooking;
  drivers: ManifestDriverRow[];
  vehicles: ManifestVehicleRow[];
  busy: boolean;
  onAssign: (assignees: Assignees) => void;
}

/**
 * A party of a tour's departure that rides apart (a late pickup, a private car): its own driver and vehicle.
 * Empty means the departure's, so a change of the departure's reaches every party that has none of its own.
 */
export function BookingAssignees({ booking, drivers, vehicles, busy, onAssign }: Props) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap className="no-print" sx={{ mt: 0.5 }}>
      <AssigneeSelects
        driverId={booking.driver_id}
        vehicleId={booking.fleet_vehicle_id}
        drivers={drivers}
        vehicles={vehicles}
        busy={busy}
        emptyLabel={translate('ep.run.manifest.sameAsDeparture')}
        showEmpty
        minWidth={160}
        onAssign={onAssign}
      />
    </Stack>
  );
}
