import type { DataProvider } from 'react-admin';
import type { ManifestMethods } from '../../src/admin/providers/manifestMethods';
import type { Booking } from '../../src/domain/bookings';
import { sortSchedule, type ShipCall } from '../../src/domain/shipCalls';
import type { Tour } from '../../src/domain/tours';
import { buildCalendar, monthBounds, type CalendarBookingRow } from '../../src/domain/runCalendar';

const ALL = { pagination: { page: 1, perPage: 10_000 }, sort: { field: 'id', order: 'ASC' as const } };

/** The day's run's reads over the fake data, by the server's rules; screens' tests override the writes they watch. */
export function fakeManifestMethods(
  base: DataProvider,
): Pick<ManifestMethods, 'getShipsInPort' | 'getRunCalendar' | 'importShipCalls'> {
  const held = async () =>
    (await base.getList<Booking & { id: number }>('reservas', { ...ALL, filter: {} })).data.filter(
      (booking) => booking.estado !== 'cancelada',
    );
  const calls = async () => (await base.getList<ShipCall & { id: number }>('ship-calls', { ...ALL, filter: {} })).data;
  return {
    importShipCalls: async (schedule) => {
      const { create, update, skipped } = sortSchedule(schedule, await calls());
      for (const call of create) await base.create('ship-calls', { data: call });
      for (const { id, call } of update) await base.update('ship-calls', { id, data: call, previousData: { id } });
      return {
        data: {
          created: create.length,
          updated: update.map(({ index, call }) => ({ index, ship: call.ship, date: call.date })),
          skipped,
        },
      };
    },
    getShipsInPort: async (date) => {
      const bookings = (await held()).filter((booking) => booking.fecha === date);
      const ships = (await calls())
        .filter((call) => call.date === date)
        .sort((a, b) => a.arrival_time.localeCompare(b.arrival_time));
      return {
        data: ships.map(({ id, ship, terminal, arrival_time, all_aboard_time }) => ({
          id,
          ship,
          terminal,
          arrival_time,
          all_aboard_time,
          people: bookings
            .filter((booking) => booking.ship_call_id === id)
            .reduce((sum, booking) => sum + booking.personas, 0),
        })),
      };
    },
    getRunCalendar: async (month) => {
      const { first, last } = monthBounds(month);
      const inMonth = (day: string) => day >= first && day <= last;
      const tours = new Map(
        (await base.getList<Tour & { id: number }>('tours', { ...ALL, filter: {} })).data.map((tour) => [
          tour.id,
          tour,
        ]),
      );
      const people = new Map<string, CalendarBookingRow>();
      for (const booking of (await held()).filter((row) => inMonth(row.fecha))) {
        if (booking.tour_id === null) continue;
        const key = `${booking.fecha}/${booking.tour_id}/${booking.departure_time}`;
        const tour = tours.get(booking.tour_id);
        const row = people.get(key) ?? {
          fecha: booking.fecha,
          tour_id: booking.tour_id,
          tour_name: tour?.nombre ?? '',
          people: 0,
          departure_time: booking.departure_time,
          capacity: tour?.capacity_per_day ?? null,
          departures: tour?.departure_times?.length ?? 0,
        };
        row.people += booking.personas;
        people.set(key, row);
      }
      const ships = (await calls())
        .filter((call) => inMonth(call.date))
        .sort((a, b) => a.date.localeCompare(b.date) || a.arrival_time.localeCompare(b.arrival_time));
      return { data: buildCalendar(month, [...people.values()], ships) };
    },
  };
}
