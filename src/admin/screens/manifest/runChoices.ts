import { useGetList } from 'react-admin';
import type { Manifest, ManifestDriverRow, ManifestVehicleRow } from '../../../domain/manifest';
import type { StaffUser } from '../../../domain/users';
import type { FleetVehicle } from '../../../domain/fleetVehicles';

/** A small business's drivers and fleet fit one list; the manifest names any beyond it that the day uses. */
const CHOICES = { page: 1, perPage: 200 };

const uniqueById = <T extends { id: number }>(rows: T[]) => [...new Map(rows.map((row) => [row.id, row])).values()];

/**
 * The drivers and vehicles a run can be given: the active drivers and the fleet from their own lists (kept by
 * react-admin's cache across days), and whoever the day already names (a driver since deactivated stays shown).
 */
export function useRunChoices(manifest: Manifest | undefined): {
  drivers: ManifestDriverRow[];
  vehicles: ManifestVehicleRow[];
} {
  const { data: users = [] } = useGetList<StaffUser & { id: number }>('users', {
    filter: { role: 'Driver', status: 'active' },
    sort: { field: 'username', order: 'ASC' },
    pagination: CHOICES,
  });
  const { data: fleet = [] } = useGetList<FleetVehicle & { id: number }>('fleet-vehicles', {
    sort: { field: 'name', order: 'ASC' },
    pagination: CHOICES,
  });
  const runs = manifest?.departures.flatMap((departure) => [departure, ...departure.bookings]) ?? [];
  return {
    drivers: uniqueById([
      ...users.map(({ id, username, phone }) => ({ id, username, phone })),
      ...runs.flatMap((run) => (run.driver ? [run.driver] : [])),
    ]),
    vehicles: uniqueById([
      ...fleet.map(({ id, name, plate, seats }) => ({ id, name, plate, seats })),
      ...runs.flatMap((run) => (run.vehicle ? [run.vehicle] : [])),
    ]),
  };
}
