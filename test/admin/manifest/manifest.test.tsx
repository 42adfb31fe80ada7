import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, type CreateParams } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { manifestRow } from './manifestRow';
import { buildManifest, type ManifestBookingRow } from '../../../src/domain/manifest';
import type { CheckinState } from '../../../src/domain/bookings';
import { businessToday } from '../../../src/domain/dates';
import { buildCalendar } from '../../../src/domain/runCalendar';
import type { EpDataProvider } from '../../../src/admin/providers/dataProvider';
import { today } from '../../../src/domain/common';

describe('the day’s manifest screen', () => {
  afterEach(() => localStorage.clear());

  const row = manifestRow;

  /** A day with one departure of three parties, one off a cruise ship that is back too late, driven by Ramón. */
  function dayOf(date: string, checkins: Record<number, CheckinState> = {}) {
    return buildManifest({
      date,
      bookings: [
        row({
          id: 11,
          nombre: 'Ana Late',
          pickup_time: '09:00',
          ship_call_id: 7,
          checkin: checkins[11] ?? 'pendiente',
        }),
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

describe('the manifest’s warnings', () => {
  let nextId = 100;
  const row = (fields: Partial<ManifestBookingRow>) => manifestRow({ id: nextId++, ...fields });

  /**
   * The 09:00 Damajagua run overbooked by 3 with a web booking still 'nueva', its van also on the City tour at the
   * same time, and an airport ride without a tour; Bo moved from Ramón to Luis.
   */
  const day = (date: string) =>
    buildManifest({
      date,
      bookings: [
        row({ id: 1, nombre: 'Ana Web', departure_time: '09:00', adults: 9, personas: 9, estado: 'nueva' }),
        row({ id: 2, nombre: 'Bo Moved', departure_time: '09:00', adults: 4, personas: 4, driver_id: 4 }),
        row({ id: 3, nombre: 'Cy City', tour_id: 2, pickup_time: '09:30', fleet_vehicle_id: 1 }),
        row({
          id: 4,
          nombre: 'Dee Flight',
          tour_id: null,
          kind: 'transfer',
          pickup_time: '',
          transfer_from: 'Aeropuerto POP',
          transfer_to: 'Sosúa',
          flight_number: 'AA1234',
          arrival_time: '14:20',
          luggage: 3,
        }),
      ],
      tours: [
        { id: 1, nombre: 'Damajagua', duracion: '5 hours', capacity_per_day: 10 },
        { id: 2, nombre: 'City', duracion: '3 hours', capacity_per_day: null },
      ],
      assignments: [{ tour_id: 1, departure_time: '09:00', driver_id: 3, fleet_vehicle_id: 1 }],
      drivers: [
        { id: 3, username: 'ramon.diaz', phone: '+1 829 555 0142' },
        { id: 4, username: 'luis.peña', phone: '+1 829 555 0143' },
      ],
      vehicles: [{ id: 1, name: 'Hiace', plate: 'A1', seats: 14 }],
      shipCalls: [],
    });

  function show() {
    const getManifest = vi.fn(async (date: string) => ({ data: day(date) }));
    renderApp('owner', {
      path: 'reservas/manifest?date=2026-12-01',
      dataProvider: fakeDataProvider({ getManifest, assignDeparture: vi.fn(), assignBooking: vi.fn() }),
    });
  }

  const messageOf = (link: HTMLElement) => decodeURIComponent(link.getAttribute('href')!.split('text=')[1]);

  it(
    'MANIFEST an overbooked departure says how many over, never negative places; a nueva booking ' + 'is marked',
    async () => {
      show();
      const departure = await screen.findByRole('region', { name: 'Damajagua 09:00' });
      const headcount = within(departure).getByTestId('manifest-headcount');
      expect(headcount).toHaveTextContent('Personas: 13 · 3 por encima del cupo');
      expect(headcount).not.toHaveTextContent('-3');
      expect(within(departure).getByText('3 por encima del cupo (10 plazas)')).toBeInTheDocument();
      expect(within(departure).getByText('1 reserva sin confirmar (nueva)')).toBeInTheDocument();
      expect(within(screen.getByTestId('manifest-booking-1')).getByTestId('manifest-unconfirmed')).toHaveTextContent(
        'Nueva · sin confirmar',
      );
      expect(within(screen.getByTestId('manifest-booking-2')).queryByTestId('manifest-unconfirmed')).toBeNull();
    },
  );

  it(
    'MANIFEST a vehicle on two overlapping runs warns on both; a ride without a tour shows its route, flight, ' +
      'arrival and bags',
    async () => {
      show();
      const damajagua = await screen.findByRole('region', { name: 'Damajagua 09:00' });
      expect(within(damajagua).getByText('Hiace está en otra salida a la vez: City')).toBeInTheDocument();
      const city = screen.getByRole('region', { name: 'City' });
      expect(within(city).getByText('Hiace está en otra salida a la vez: Damajagua 09:00')).toBeInTheDocument();
      const ride = screen.getByRole('region', { name: 'Aeropuerto POP → Sosúa · AA1234' });
      expect(within(ride).getByTestId('manifest-booking-4')).toHaveTextContent(
        'Aeropuerto POP → Sosúa · AA1234 · Llegada 14:20 · Maletas: 3',
      );
    },
  );

  it(
    'DRIVER "send to the driver" sends each driver the bookings assigned to him now: a moved party is in the ' +
      'new driver’s run only',
    async () => {
      show();
      const departure = await screen.findByRole('region', { name: 'Damajagua 09:00' });
      const ramon = within(departure).getByRole('link', { name: /Enviar a ramon.diaz/ });
      const luis = within(departure).getByRole('link', { name: /Enviar a luis.peña/ });
      expect(ramon.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/18295550142\?text=/);
      expect(messageOf(ramon)).toContain('Ana Web');
      expect(messageOf(ramon)).not.toContain('Bo Moved');
      expect(messageOf(luis)).toContain('08:00 · Damajagua 09:00 · Casa Colonial · Bo Moved · 4 pax');
      expect(messageOf(luis)).toContain('Hiace');
    },
  );
});

describe('the month of runs', () => {
  afterEach(() => localStorage.clear());

  const december = buildCalendar(
    '2026-12',
    [
      { fecha: '2026-12-01', tour_id: 1, tour_name: '27 Damajagua Waterfalls', people: 12 },
      { fecha: '2026-12-01', tour_id: 5, tour_name: 'Puerto Plata City Tour', people: 4 },
      { fecha: '2026-12-02', tour_id: 5, tour_name: 'Puerto Plata City Tour', people: 3 },
    ],
    [
      { date: '2026-12-01', ship: 'Carnival Pride' },
      { date: '2026-12-05', ship: 'MSC Seashore' },
    ],
  );

  it(
    'MANIFEST shows booked people per day and tour, marks the cruise days, moves by month and opens a ' +
      'day’s manifest',
    async () => {
      const getRunCalendar = vi.fn(async (month: string) => ({
        data: month === '2026-12' ? december : buildCalendar(month, [], []),
      }));
      const { router } = renderApp('owner', {
        path: 'reservas/calendar?month=2026-12',
        dataProvider: fakeDataProvider({ getRunCalendar }),
      });
      const busy = await screen.findByRole('link', {
        name: new RegExp(
          '^2026-12-01: 16 personas; Crucero: Carnival Pride; ' +
            '27 Damajagua Waterfalls 12; Puerto Plata City Tour 4$',
        ),
      });
      expect(getRunCalendar).toHaveBeenCalledWith('2026-12');
      expect(
        screen.getByRole('link', { name: '2026-12-02: 3 personas; Puerto Plata City Tour 3' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '2026-12-05: 0 personas; Crucero: MSC Seashore' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '2026-12-31: 0 personas' })).toBeInTheDocument();
      // December 2026 starts on a Tuesday: one blank cell before it, Monday first.
      expect(screen.getByTestId('calendar-2026-12-01').previousElementSibling?.tagName).toBe('DIV');
      expect(screen.getByText('Diciembre de 2026')).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Mes anterior' }));
      await waitFor(() => expect(getRunCalendar).toHaveBeenLastCalledWith('2026-11'));
      expect(await screen.findByRole('link', { name: '2026-11-30: 0 personas' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Mes siguiente' }));
      fireEvent.click(await screen.findByRole('link', { name: busy.getAttribute('aria-label')! }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/ep-control/dueno/reservas/manifest'));
      expect(router.state.location.search).toBe('?date=2026-12-01');
    },
  );
});

describe('the cruise ships in port', () => {
  afterEach(() => localStorage.clear());

  const chooseFile = (input: HTMLElement, csv: string) => {
    // jsdom's File has no text(); a browser's does.
    const file = Object.assign(new File([csv], 'schedule.csv', { type: 'text/csv' }), { text: async () => csv });
    fireEvent.change(input, { target: { files: [file] } });
  };

  it(
    'MANIFEST a cruise line’s schedule is imported from CSV in one call: good lines become ship calls, bad ' +
      'ones are named by line, calls already in the calendar are skipped and said',
    async () => {
      const stored = {
        id: 1,
        ship: 'Norwegian Getaway',
        terminal: 'Amber Cove',
        date: '2026-12-03',
        arrival_time: '09:00',
        all_aboard_time: '17:30',
      };
      const dataProvider = fakeDataProvider({}, { 'ship-calls': [stored] }) as EpDataProvider;
      const importCalls = vi.spyOn(dataProvider, 'importShipCalls');
      renderApp('owner', { path: 'ship-calls', dataProvider });
      const input = await screen.findByTestId('ship-calls-csv');
      chooseFile(
        input,
        [
          'Ship;Terminal;Date;Arrival time;All aboard time',
          'Carnival Pride;Amber Cove;2026-12-01;08:00;16:30',
          'Bad Ship;Taino Bay;2026-12-01;8am;16:30',
          'MSC Seashore;Taino Bay;2026-12-02;07:00;14:30',
          'NORWEGIAN GETAWAY;Amber Cove;2026-12-03;09:00;17:30',
          'Carnival Pride;Amber Cove;2026-12-01;08:00;16:30',
        ].join('\n'),
      );
      await waitFor(() => expect(importCalls).toHaveBeenCalledTimes(1));
      expect(importCalls.mock.calls[0][0].map((call) => call.ship)).toEqual([
        'Carnival Pride',
        'MSC Seashore',
        'NORWEGIAN GETAWAY',
        'Carnival Pride',
      ]);
      expect(await screen.findByText('Líneas con errores: 3')).toBeInTheDocument();
      expect(
        await screen.findByText(
          '2 escalas importadas · 2 ya estaban en el calendario y no se duplicaron: NORWEGIAN GETAWAY ' +
            '2026-12-03, Carnival Pride 2026-12-01',
        ),
      ).toBeInTheDocument();
      expect(await screen.findByText('MSC Seashore')).toBeInTheDocument();
      const { data } = await dataProvider.getList('ship-calls', {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      expect(data.map((call) => call.ship)).toEqual(['Norwegian Getaway', 'Carnival Pride', 'MSC Seashore']);
    },
  );

  it('MANIFEST a schedule without the needed columns names them and imports nothing', async () => {
    const dataProvider = fakeDataProvider({}, { 'ship-calls': [] }) as EpDataProvider;
    const importCalls = vi.spyOn(dataProvider, 'importShipCalls');
    renderApp('owner', { path: 'ship-calls', dataProvider });
    chooseFile(await screen.findByTestId('ship-calls-csv'), 'ship,date\nCarnival Pride,2026-12-01');
    expect(await screen.findByText('Faltan columnas: terminal, arrival_time, all_aboard_time')).toBeInTheDocument();
    expect(importCalls).not.toHaveBeenCalled();
  });

  it('MANIFEST a re-import with a moved call and a quoted ship name updates the call and says so', async () => {
    const stored = {
      id: 1,
      ship: 'Norwegian Epic, NCL',
      terminal: 'Amber Cove',
      date: '2026-12-03',
      arrival_time: '09:00',
      all_aboard_time: '17:30',
    };
    const dataProvider = fakeDataProvider({}, { 'ship-calls': [stored] }) as EpDataProvider;
    renderApp('owner', { path: 'ship-calls', dataProvider });
    chooseFile(
      await screen.findByTestId('ship-calls-csv'),
      'ship,terminal,date,arrival_time,all_aboard_time\r\n"Norwegian Epic, NCL",Amber Cove,2026-12-03,10:00,18:00\r\n',
    );
    expect(
      await screen.findByText(
        '0 escalas importadas · 1 escala cambió de horario y se actualizó: Norwegian Epic, NCL 2026-12-03',
      ),
    ).toBeInTheDocument();
    const { data } = await dataProvider.getOne('ship-calls', { id: 1 });
    expect(data).toMatchObject({ arrival_time: '10:00', all_aboard_time: '18:00' });
  });

  it('MANIFEST a file over the limit is refused naming the limit, and nothing is sent', async () => {
    const dataProvider = fakeDataProvider({}, { 'ship-calls': [] }) as EpDataProvider;
    const importCalls = vi.spyOn(dataProvider, 'importShipCalls');
    renderApp('owner', { path: 'ship-calls', dataProvider });
    const line = 'Carnival Pride;Amber Cove;2026-12-01;08:00;16:30\n';
    chooseFile(
      await screen.findByTestId('ship-calls-csv'),
      `ship;terminal;date;arrival_time;all_aboard_time\n${line.repeat(12_000)}`,
    );
    expect(
      await screen.findByText(/El archivo pesa \d+ KB; el máximo es 512 KB\. Divide el calendario en varios archivos/),
    ).toBeInTheDocument();
    expect(importCalls).not.toHaveBeenCalled();
  });
});

describe('the dashboard’s today row: ships in port', () => {
  afterEach(() => localStorage.clear());

  it('MANIFEST shows today’s ships in port with their booked guests, each opening today’s manifest', async () => {
    const getShipsInPort = vi.fn(async () => ({
      data: [
        {
          id: 1,
          ship: 'MSC Seashore',
          terminal: 'Taino Bay',
          arrival_time: '07:00',
          all_aboard_time: '14:30',
          people: 1,
        },
        {
          id: 2,
          ship: 'Carnival Pride',
          terminal: 'Amber Cove',
          arrival_time: '08:00',
          all_aboard_time: '16:30',
          people: 23,
        },
      ],
    }));
    const { router } = renderApp('owner', { path: '', dataProvider: fakeDataProvider({ getShipsInPort }) });
    const ships = await screen.findByRole('list', { name: 'Cruceros en puerto hoy' });
    expect(getShipsInPort).toHaveBeenCalledWith(businessToday());
    expect(
      within(ships)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual([
      'MSC Seashore · Taino Bay · 07:00–14:30 · 1 persona reservada',
      'Carnival Pride · Amber Cove · 08:00–16:30 · 23 personas reservadas',
    ]);
    fireEvent.click(within(ships).getByText(/Carnival Pride/));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ep-control/dueno/reservas/manifest'));
    expect(new URLSearchParams(router.state.location.search).get('date')).toBe(businessToday());
  });

  it('MANIFEST says nothing of ships on a day without any', async () => {
    const getShipsInPort = vi.fn(async () => ({ data: [] }));
    renderApp('owner', { path: '', dataProvider: fakeDataProvider({ getShipsInPort }) });
    await screen.findByRole('region', { name: 'Lo que necesita tu atención hoy' });
    await waitFor(() => expect(getShipsInPort.mock.results[0]?.value).toBeInstanceOf(Promise));
    await getShipsInPort.mock.results[0].value;
    expect(screen.queryByRole('list', { name: 'Cruceros en puerto hoy' })).toBeNull();
  });
});

describe('the booking form: airport transfers and cruise guests', () => {
  afterEach(() => localStorage.clear());

  const choose = async (label: RegExp, option: string) => {
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
    fireEvent.click(await screen.findByRole('option', { name: option }));
  };

  const otherDay = '2030-01-15';
  const shipCalls = [
    { ship: 'Carnival Pride', terminal: 'Amber Cove', date: today(), arrival_time: '08:00', all_aboard_time: '16:30' },
    { ship: 'Elsewhere Star', terminal: 'Taino Bay', date: otherDay, arrival_time: '07:00', all_aboard_time: '14:30' },
  ];

  it(
    'BOOKING an airport transfer takes flight, arrival, from and to, bags and a zone, and is quoted by the ' +
      'zone’s price',
    async () => {
      const base = fakeDataProvider();
      const create = vi.fn((resource: string, params: CreateParams) => base.create(resource, params));
      renderApp('owner', { path: 'reservas/create', dataProvider: fakeDataProvider({ create }) });
      await choose(/Tour/, 'Airport Transfer POP to Cabarete');
      expect(screen.queryByLabelText(/Vuelo/)).toBeNull();
      await choose(/Tipo de reserva/, 'Traslado o taxi');
      fireEvent.change(await screen.findByLabelText(/Vuelo/), { target: { value: 'B6 1234' } });
      fireEvent.change(screen.getByLabelText(/Hora de llegada/), { target: { value: '13:30' } });
      fireEvent.change(screen.getByLabelText(/Maletas/), { target: { value: '3' } });
      fireEvent.change(screen.getByLabelText(/^Desde/), { target: { value: 'Aeropuerto Gregorio Luperón (POP)' } });
      fireEvent.change(screen.getByLabelText(/^Hasta/), { target: { value: 'Cabarete' } });
      await choose(/Zona/, 'Cabarete');
      await waitFor(() =>
        expect(screen.getByTestId('live-quote')).toHaveTextContent('Precio de la zona Cabarete: $55.00'),
      );
      fireEvent.change(screen.getByLabelText(/^Nombre/), { target: { value: 'Ada Lovelace' } });
      fireEvent.change(screen.getByRole('textbox', { name: /Teléfono/ }), { target: { value: '+1 809 555 0100' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
      expect(create.mock.calls[0][1].data).toMatchObject({
        kind: 'transfer',
        flight_number: 'B6 1234',
        arrival_time: '13:30',
        luggage: 3,
        transfer_from: 'Aeropuerto Gregorio Luperón (POP)',
        transfer_to: 'Cabarete',
        zone_id: 3,
        nombre: 'Ada Lovelace',
      });
    },
  );

  it('BOOKING a cruise guest picked up at the port names a ship among the calls of the booking’s day', async () => {
    const base = fakeDataProvider({}, { 'ship-calls': shipCalls });
    const create = vi.fn((resource: string, params: CreateParams) => base.create(resource, params));
    renderApp('owner', {
      path: 'reservas/create',
      dataProvider: fakeDataProvider({ create }, { 'ship-calls': shipCalls }),
    });
    await choose(/Tour/, 'Amber Cove Shore Excursion');
    await choose(/^Recogida/, 'Puerto de cruceros');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Barco/ }));
    expect(await screen.findByRole('option', { name: 'Carnival Pride · Amber Cove · 16:30' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Elsewhere Star/ })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Carnival Pride · Amber Cove · 16:30' }));
    fireEvent.change(screen.getByLabelText(/^Nombre/), { target: { value: 'Grace Hopper' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Teléfono/ }), { target: { value: '+1 809 555 0100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][1].data).toMatchObject({ kind: 'tour', pickup_kind: 'cruise_port', ship_call_id: 1 });
  });
});
