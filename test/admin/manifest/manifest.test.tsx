import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { manifestRow } from './manifestRow';
import { buildManifest } from '../../../src/domain/manifest';
import type { CheckinState } from '../../../src/domain/bookings';
import { businessToday } from '../../../src/domain/dates';

afterEach(() => localStorage.clear());

const row = manifestRow;

/** A day with one departure of three parties, one off a cruise ship that is back too late, driven by Ramón. */
function dayOf(date: string, checkins: Record<number, CheckinState> = {}) {
  return buildManifest({
    date,
    bookings: [
      row({ id: 11, nombre: 'Ana Late', pickup_time: '09:00', ship_call_id: 7, checkin: checkins[11] ?? 'pendiente' }),
      row({
        id: 12,
        nombre: 'Bo Early',
        pickup_time: '07:30',
        balance: 45,
        notas: 'Vegetarian',
        checkin: checkins[12] ?? 'pendiente',
      }),
      row({
        id: 13,
        nombre: 'Cy Middle',
        pickup_time: '08:15',
        adults: 1,
        children: 2,
        personas: 3,
        checkin: checkins[13] ?? 'pendiente',
      }),
    ],
    tours: [{ id: 1, nombre: '27 Damajagua Waterfalls', duracion: '5 hours', capacity_per_day: 20 }],
    assignments: [{ tour_id: 1, driver_id: 3, fleet_vehicle_id: 1 }],
    drivers: [{ id: 3, username: 'ramon.diaz', phone: '+1 829 555 0142' }],
    vehicles: [{ id: 1, name: 'Hiace', plate: 'A1', seats: 14 }],
    shipCalls: [
      { id: 7, ship: 'Carnival Pride', terminal: 'Amber Cove', arrival_time: '08:00', all_aboard_time: '14:30' },
    ],
  });
}

function provider() {
  const checkins: Record<number, CheckinState> = {};
  const getManifest = vi.fn(async (date: string) => ({ data: dayOf(date, checkins) }));
  const setCheckin = vi.fn(async (id: number, state: CheckinState) => {
    checkins[id] = state;
    return { data: { id } };
  });
  return {
    getManifest,
    setCheckin,
    checkins,
    dataProvider: fakeDataProvider({ getManifest, setCheckin, assignDeparture: vi.fn(), assignBooking: vi.fn() }),
  };
}

describe('the day’s manifest screen', () => {
  it(
    'MANIFEST a balance is paid at pickup from the manifest: the dialog offers what is owed and the ' + 'day reloads',
    async () => {
      const { dataProvider, getManifest } = provider();
      const recordPayment = vi.fn(async () => ({ data: { id: 1 } }));
      renderApp('owner', {
        path: 'reservas/manifest?date=2026-12-01',
        dataProvider: { ...dataProvider, recordPayment },
      });
      const owing = await screen.findByTestId('manifest-booking-12');
      expect(owing).toHaveTextContent('Por cobrar: $45.00');
      expect(within(screen.getByTestId('manifest-booking-11')).queryByRole('button', { name: /Cobrar/ })).toBeNull();
      fireEvent.click(within(owing).getByRole('button', { name: 'Cobrar Bo Early' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByLabelText(/Importe/)).toHaveValue(45);
      const calls = getManifest.mock.calls.length;
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      await waitFor(() =>
        expect(recordPayment).toHaveBeenCalledWith(
          12,
          expect.objectContaining({ amount: 45, method: 'cash', kind: 'payment' }),
        ),
      );
      await waitFor(() => expect(getManifest.mock.calls.length).toBeGreaterThan(calls));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  );

  it(
    'MANIFEST lists today’s departure by pickup time with each booking’s reference, headcount, places left, ' +
      'call and WhatsApp links, the driver’s run and the all-aboard warning',
    async () => {
      const { dataProvider, getManifest } = provider();
      renderApp('owner', { path: 'reservas/manifest', dataProvider });
      const departure = await screen.findByRole('region', { name: '27 Damajagua Waterfalls' });
      const names = within(departure)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p:nth-child(2)')?.textContent ?? item.textContent);
      expect(names.map((name) => name?.match(/Bo Early|Cy Middle|Ana Late/)?.[0])).toEqual([
        'Bo Early',
        'Cy Middle',
        'Ana Late',
      ]);
      expect(within(departure).getByTestId('manifest-headcount')).toHaveTextContent('Personas: 7 · Plazas libres: 13');
      // Each party under the reference the guest quotes; the printed manifest is this page.
      for (const line of within(departure).getAllByTestId('manifest-reference'))
        expect(line.textContent).toMatch(/^EP-\d{6}$/);
      expect(within(departure).getByTestId('manifest-booking-12')).toHaveTextContent('EP-000012');
      expect(within(departure).getByRole('link', { name: 'Llamar Bo Early' })).toHaveAttribute(
        'href',
        'tel:+18095550100',
      );
      expect(within(departure).getByRole('link', { name: 'WhatsApp Bo Early' })).toHaveAttribute(
        'href',
        'https://wa.me/18095550100',
      );
      const send = within(departure).getByRole('link', { name: /Enviar al conductor/ });
      expect(send.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/18295550142\?text=/);
      expect(decodeURIComponent(send.getAttribute('href')!.split('text=')[1])).toContain(
        '07:30 · 27 Damajagua Waterfalls · Casa Colonial · Bo Early · 2 pax',
      );
      expect(
        within(departure).getByText(/queda solo \d+ min antes del todos a bordo de Carnival Pride \(14:30\)/),
      ).toBeInTheDocument();
      // Today is Puerto Plata's day, whatever the device's clock says.
      const iso = businessToday();
      expect(getManifest).toHaveBeenLastCalledWith(iso);

      fireEvent.click(screen.getByRole('button', { name: 'Mañana' }));
      await waitFor(() => expect(getManifest.mock.calls.at(-1)?.[0]).not.toBe(iso));
    },
  );

  it(
    'MANIFEST checks a guest in with one tap, sending the version it read; a 409 from another phone says so ' +
      'and reloads',
    async () => {
      const { dataProvider, setCheckin, getManifest } = provider();
      renderApp('owner', { path: 'reservas/manifest?date=2026-12-01', dataProvider });
      const guest = await screen.findByTestId('manifest-booking-12');
      fireEvent.click(within(guest).getByRole('button', { name: 'Presente' }));
      await waitFor(() => expect(setCheckin).toHaveBeenCalledWith(12, 'presente', 1));
      await waitFor(() =>
        expect(
          within(screen.getByTestId('manifest-booking-12')).getByRole('button', { name: 'Presente' }),
        ).toHaveAttribute('aria-pressed', 'true'),
      );

      setCheckin.mockRejectedValueOnce(new HttpError('changed', 409, { code: 'conflict' }));
      const calls = getManifest.mock.calls.length;
      fireEvent.click(
        within(screen.getByTestId('manifest-booking-11')).getByRole('button', { name: 'No se presentó' }),
      );
      expect(
        await screen.findByText('Otra persona cambió este registro. Recarga para ver sus cambios.'),
      ).toBeInTheDocument();
      await waitFor(() => expect(getManifest.mock.calls.length).toBeGreaterThan(calls));
      expect(
        within(screen.getByTestId('manifest-booking-11')).getByRole('button', { name: 'Pendiente' }),
      ).toHaveAttribute('aria-pressed', 'true');
    },
  );

  it(
    'MANIFEST a party of a tour’s departure takes a driver and vehicle of its own, chosen among the active ' +
      'drivers and the fleet; empty is the departure’s',
    async () => {
      const { dataProvider } = provider();
      const assignBooking = vi.fn(async () => undefined);
      renderApp('owner', {
        path: 'reservas/manifest?date=2026-12-01',
        dataProvider: { ...dataProvider, assignBooking },
      });
      const party = await screen.findByTestId('manifest-booking-13');
      const driver = within(party).getByRole('combobox', { name: 'Conductor' });
      expect(driver).toHaveTextContent('El de la salida');
      fireEvent.mouseDown(driver);
      // The users list's active drivers, not only the one the day names; an inactive driver is not offered.
      expect(await screen.findByRole('option', { name: 'yanelis.p' })).toBeInTheDocument();
      expect(screen.queryByRole('option', { name: 'carlos.m' })).toBeNull();
      fireEvent.click(await screen.findByRole('option', { name: 'ramon.diaz' }));
      await waitFor(() => expect(assignBooking).toHaveBeenCalledWith(13, { driver_id: 3, version: 1 }));
      // The day reloads after each change; the inputs wait for it.
      const vehicle = () =>
        within(screen.getByTestId('manifest-booking-13')).getByRole('combobox', { name: 'Vehículo' });
      await waitFor(() => expect(vehicle()).not.toHaveAttribute('aria-disabled'));
      fireEvent.mouseDown(vehicle());
      fireEvent.click(await screen.findByRole('option', { name: 'Hiace (14)' }));
      await waitFor(() => expect(assignBooking).toHaveBeenCalledWith(13, { fleet_vehicle_id: 1, version: 1 }));
    },
  );
});
