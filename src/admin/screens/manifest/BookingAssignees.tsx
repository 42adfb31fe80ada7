import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ManifestBooking, ManifestDriverRow, ManifestVehicleRow } from '../../../domain/manifest';
import type { Assignees } from '../../providers/manifestMethods';

interface Props {
  booking: ManifestBooking;
  drivers: ManifestDriverRow[];
  vehicles: ManifestVehicleRow[];
  busy: boolean;
  onAssign: (assignees: Assignees) => void;
}

const idOrNull = (value: string) => (value === '' ? null : Number(value));

/**
 * A party of a tour's departure that rides apart (a late pickup, a private car): its own driver and vehicle.
 * Empty means the departure's, so a change of the departure's reaches every party that has none of its own.
 */
export function BookingAssignees({ booking, drivers, vehicles, busy, onAssign }: Props) {
  const translate = useTranslate();
  const same = translate('ep.run.manifest.sameAsDeparture');
  // Empty shows its words ("the departure's") rather than a blank box.
  const showEmpty = { select: { displayEmpty: true }, inputLabel: { shrink: true } };
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap className="no-print" sx={{ mt: 0.5 }}>
      <TextField
        select
        size="small"
        label={translate('ep.run.manifest.driver')}
        slotProps={showEmpty}
        value={booking.driver_id ?? ''}
        disabled={busy}
        onChange={(event) => onAssign({ driver_id: idOrNull(event.target.value) })}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">{same}</MenuItem>
        {drivers.map((row) => (
          <MenuItem key={row.id} value={row.id}>{row.username}</MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('ep.run.manifest.vehicle')}
        slotProps={showEmpty}
        value={booking.fleet_vehicle_id ?? ''}
        disabled={busy}
        onChange={(event) => onAssign({ fleet_vehicle_id: idOrNull(event.target.value) })}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">{same}</MenuItem>
        {vehicles.map((row) => (
          <MenuItem key={row.id} value={row.id}>{`${row.name} (${row.seats})`}</MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
