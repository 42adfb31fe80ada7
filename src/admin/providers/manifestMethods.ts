import type { Manifest } from '../../domain/manifest';
import type { CheckinState, Booking } from '../../domain/bookings';
import type { RunCalendar, ShipInPort } from '../../domain/runCalendar';
import type { ShipCallImport, ShipCallInput } from '../../domain/shipCalls';
import { httpClient } from './httpClient';

export interface Assignees {
  driver_id?: number | null;
  fleet_vehicle_id?: number | null;
  /** The version the screen read; a stale one answers 409. */
  version?: number;
}

export interface ManifestMethods {
  /** The day's run: departures with their bookings, headcount, driver, vehicle and warnings. */
  getManifest(date: string): Promise<{ data: Manifest }>;
  /** A 409 (another phone changed the booking first) rejects with the server's `conflict` code. */
  setCheckin(id: number, checkin: CheckinState, version: number): Promise<{ data: Booking & { id: number } }>;
  /** `time` names the departure of a tour with set times ('' otherwise). */
  assignDeparture(tourId: number, date: string, assignees: Assignees, time?: string): Promise<void>;
  assignBooking(id: number, assignees: Assignees): Promise<void>;
  /** The day's ships in port with the people booked off each (the dashboard's today row). */
  getShipsInPort(date: string): Promise<{ data: ShipInPort[] }>;
  /** A month ('YYYY-MM'): booked people per day and tour, cruise days marked. */
  getRunCalendar(month: string): Promise<{ data: RunCalendar }>;
  /** A cruise schedule's calls, created in one transaction; the ones already stored are skipped. */
  importShipCalls(calls: ShipCallInput[]): Promise<{ data: ShipCallImport }>;
}

const put = (url: string, body: unknown) => httpClient(url, { method: 'PUT', body: JSON.stringify(body) });

export const manifestMethods: ManifestMethods = {
  getManifest: async (date) => ({
    data: (await httpClient<Manifest>(`/api/manifest?date=${encodeURIComponent(date)}`)).json,
  }),
  setCheckin: async (id, checkin, version) => ({
    data: (await put(`/api/reservations/${id}/checkin`, { checkin, version })).json as Booking & { id: number },
  }),
  assignDeparture: async (tourId, date, assignees, time = '') => {
    await put(`/api/manifest/departures/${tourId}/${date}`, { ...assignees, departure_time: time });
  },
  assignBooking: async (id, assignees) => {
    await put(`/api/reservations/${id}/assignment`, assignees);
  },
  getShipsInPort: async (date) => ({
    data: (await httpClient<ShipInPort[]>(`/api/manifest/ships?date=${encodeURIComponent(date)}`)).json,
  }),
  getRunCalendar: async (month) => ({
    data: (await httpClient<RunCalendar>(`/api/manifest/calendar?month=${encodeURIComponent(month)}`)).json,
  }),
  importShipCalls: async (calls) => ({
    data: (
      await httpClient<ShipCallImport>('/api/ship-calls/import', { method: 'POST', body: JSON.stringify({ calls }) })
    ).json,
  }),
};
