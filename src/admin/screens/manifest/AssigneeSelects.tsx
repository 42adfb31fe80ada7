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

interface ChoiceProps extends Pick<Props, 'busy' | 'emptyLabel' | 'showEmpty' | 'minWidth'> {
  label: string;
  value: number | null;
  choices: { id: number; name: string }[];
  onChange: (id: number | null) => void;
}

/** One of a run's choices: empty means `emptyLabel`. */
function AssigneeSelect({
  label,
  value,
  choices,
  busy,
  emptyLabel,
  showEmpty = false,
  minWidth,
  onChange,
}: ChoiceProps) {
  const slotProps = showEmpty ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined;
  return (
    <TextField
      select
      size="small"
      label={label}
      slotProps={slotProps}
      value={value ?? ''}
      disabled={busy}
      onChange={(event) => onChange(idOrNull(event.target.value))}
      sx={{ minWidth }}
    >
      <MenuItem value="">{emptyLabel}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The driver and vehicle choices of a run: a departure's, a transfer's or one party's. */
export function AssigneeSelects({ driverId, vehicleId, drivers, vehicles, onAssign, ...shared }: Props) {
  const translate = useTranslate();
  return (
    <>
      <AssigneeSelect
        {...shared}
        label={translate('ep.run.manifest.driver')}
        value={driverId}
        choices={drivers.map((row) => ({ id: row.id, name: row.username }))}
        onChange={(id) => onAssign({ driver_id: id })}
      />
      <AssigneeSelect
        {...shared}
        label={translate('ep.run.manifest.vehicle')}
        value={vehicleId}
        choices={vehicles.map((row) => ({ id: row.id, name: `${row.name} (${row.seats})` }))}
        onChange={(id) => onAssign({ fleet_vehicle_id: id })}
      />
    </>
  );
}
