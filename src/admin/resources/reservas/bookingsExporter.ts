import type { Exporter, FetchRelatedRecords, RaRecord } from 'react-admin';
import type { Booking } from '../../../domain/bookings';
import { recordsExporter } from '../../components/ListExport';
import { bookingReference } from '../../../domain/guestJourney';

/** Each reference of a booking, the column its name takes in the file, and how its record is named. */
const REFERENCES = [
  { field: 'tour_id', column: 'tour', resource: 'tours', name: (row: RaRecord) => row.nombre },
  { field: 'zone_id', column: 'zone', resource: 'transfer-zones', name: (row: RaRecord) => row.name },
  { field: 'ship_call_id', column: 'ship', resource: 'ship-calls', name: (row: RaRecord) => row.ship },
  { field: 'driver_id', column: 'driver', resource: 'users', name: (row: RaRecord) => row.username },
  { field: 'fleet_vehicle_id', column: 'vehicle', resource: 'fleet-vehicles', name: (row: RaRecord) => row.name },
] as const;

type Names = Map<string, Map<unknown, string>>;

/** A reference the user may not read (the secretary and Users) keeps its id rather than failing the whole file. */
async function namesOf(records: RaRecord[], fetchRelated: FetchRelatedRecords): Promise<Names> {
  const found = await Promise.all(
    REFERENCES.map(async ({ field, resource, name }) => {
      const related = await fetchRelated<RaRecord>(records, field, resource).catch(() => ({}));
      const byId = new Map<unknown, string>(Object.values(related).map((row) => [row.id, String(name(row) ?? row.id)]));
      return [field, byId] as const;
    }),
  );
  return new Map(found);
}

/** The booking with its references named, each in its own column where the id was (same column order). */
const named = (record: RaRecord, names: Names): RaRecord =>
  Object.fromEntries(
    Object.entries(record).map(([key, value]) => {
      const reference = REFERENCES.find(({ field }) => field === key);
      if (!reference) return [key, value];
      return [reference.column, value === null ? '' : (names.get(key)?.get(value) ?? value)];
    }),
  ) as RaRecord;

/**
 * The Reservas CSV: led by the reference guests quote (EP-000365), then what the list shows, with the tour, zone, ship,
 * driver and vehicle by name, not by id (a file is read by people who do not know the ids).
 */
export const bookingsExporter: Exporter<Booking & RaRecord> = async (records, fetchRelated, dataProvider, resource) => {
  const names = await namesOf(records, fetchRelated);
  return recordsExporter(
    records.map((record) => ({ referencia: bookingReference(Number(record.id)), ...named(record, names) })),
    fetchRelated,
    dataProvider,
    resource,
  );
};
