import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ManifestDriverRow, ManifestVehicleRow } from '../../../domain/manifest';
import type { Assignees } from '../../providers/manifestMethods';

interface Props {
  driverId: number | null;
  vehicleId: number | null;
  drivers: ManifestDriverRow[];
  vehicles: ManifestVehicleRow[];
  busy: boolean;
  /** What no choice means here: unassigned for a departure, the departure's for one party. */
  emptyLabel: string;
  /** Show `emptyLabel` in the box when nothing is chosen, rather than a blank box under its label. */
  showEmpty?: boolean;
  minWidth: number;
  onAssign: (assignees: Assignees) => void;
}

const idOrNull = (value: string) => (value === '' ? null : Number(value));

/** The driver and vehicle choices of a run: a departure's, a transfer's or one party's. */
export function AssigneeSelects({ driverId, vehicleId, drivers, vehicles, busy, emptyLabel, showEmpty = false, minWidth, onAssign }: Props) {
  const translate = useTranslate();
  const slotProps = showEmpty ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined;
  return (
    <>
      <TextField
        select
        size="small"
        label={translate('ep.run.manifest.driver')}
        slotProps={slotProps}
        value={driverId ?? ''}
        disabled={busy}
        onChange={(event) => onAssign({ driver_id: idOrNull(event.target.value) })}
        sx={{ minWidth }}
      >
        <MenuItem value="">{emptyLabel}</MenuItem>
        {drivers.map((row) => (
          <MenuItem key={row.id} value={row.id}>{row.username}</MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('ep.run.manifest.vehicle')}
        slotProps={slotProps}
        value={vehicleId ?? ''}
        disabled={busy}
        onChange={(event) => onAssign({ fleet_vehicle_id: idOrNull(event.target.value) })}
        sx={{ minWidth }}
      >
        <MenuItem value="">{emptyLabel}</MenuItem>
        {vehicles.map((row) => (
          <MenuItem key={row.id} value={row.id}>{`${row.name} (${row.seats})`}</MenuItem>
        ))}
      </TextField>
    </>
  );
}
