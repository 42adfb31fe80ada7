import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import type { EpDataProvider } from '../../../src/admin/providers/dataProvider';

afterEach(() => localStorage.clear());

const chooseFile = (input: HTMLElement, csv: string) => {
  // jsdom's File has no text(); a browser's does.
  const file = Object.assign(new File([csv], 'schedule.csv', { type: 'text/csv' }), { text: async () => csv });
  fireEvent.change(input, { target: { files: [file] } });
};

describe('the cruise ships in port', () => {
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
