import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { downloadCSV } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { toCsv } from '../../../src/admin/components/csv';
import { buildManifest } from '../../../src/domain/manifest';
import { today } from '../../../src/domain/common';

vi.mock('react-admin', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-admin')>()),
  downloadCSV: vi.fn(),
}));

/** What a hostile visitor types into a name or a note, one per formula trigger, and a comma a cell must quote. */
const HOSTILE = [
  '=HYPERLINK("http://evil.example","clic")',
  "+cmd|' /C calc'!A0",
  '-2+3+cmd|x',
  '@SUM(A1:A9)',
  '\t=1+1',
  '\r=1+1',
  '=1+1\nsecond line',
];
const QUOTED = 'Norwegian Epic, NCL "Bliss"';

/** Every cell of the CSV as a spreadsheet reads it (RFC 4180), after the BOM. */
const cellsOf = (csv: string) => {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<string[]>(csv.slice(1), { newline: '\r\n' });
  expect(parsed.errors).toEqual([]);
  return parsed.data.flat();
};

/** Cells a spreadsheet would run: a leading trigger, a guest's phone (+1 809…, written as typed) apart. */
const live = (cells: string[]) => cells.filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^\+\d[\d ().-]*$/.test(cell));

/** Each hostile text arrives as text (a leading quote), none as a live formula, and the comma cell intact. */
function expectSafe(csv: string) {
  const cells = cellsOf(csv);
  for (const text of HOSTILE) expect(cells).toContain(`'${text}`);
  expect(cells).toContain(QUOTED);
  expect(live(cells)).toEqual([]);
}

const lastDownload = async () => {
  await waitFor(() => expect(downloadCSV).toHaveBeenCalled());
  return vi.mocked(downloadCSV).mock.lastCall!;
};

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe('every CSV export goes through the one writer and its formula guard', () => {
  it('TRUST the writer neutralises = + - @ tab CR leading cells and quotes by RFC 4180', () => {
    const csv = toCsv(
      ['v'],
      [...HOSTILE, QUOTED, 'ok=1', 12, -5, null].map((v) => ({ v })),
    );
    expect(csv.split('\r\n')[0]).toBe('v');
    expect(csv).toContain('"Norwegian Epic, NCL ""Bliss"""');
    const cells = Papa.parse<string[]>(csv, { newline: '\r\n' }).data.flat();
    expect(cells).toEqual(['v', ...HOSTILE.map((text) => `'${text}`), QUOTED, 'ok=1', '12', '-5', '']);
  });

  it(
    'TRUST no screen builds a CSV download of its own: only src/admin/components/csv.ts downloads a file or ' +
      'writes CSV',
    () => {
      const offenders = sourceFiles('src/admin')
        .filter((path) => !path.endsWith(join('components', 'csv.ts')))
        .filter((path) => /downloadCSV|createObjectURL|jsonexport|Papa\.unparse/.test(readFileSync(path, 'utf8')));
      expect(offenders).toEqual([]);
      const ownExporters = sourceFiles('src/admin').filter((path) =>
        /exporter=\{(?!false\})/.test(readFileSync(path, 'utf8')),
      );
      // A screen naming its own exporter must build it with the shared writer.
      // (components/ListExport's recordsExporter is that writer's list form: the Reservas export names references
      // and hands it the rows.)
      for (const path of ownExporters)
        expect(readFileSync(path, 'utf8')).toMatch(/components\/csv'|'\.\/csv'|bookingsExporter'/);
    },
  );

  it('TRUST the list export button (every resource list) opens hostile text as text', async () => {
    const pages = HOSTILE.map((title, index) => ({
      title,
      slug: `hostile-${index}`,
      content: QUOTED,
      status: 'published' as const,
      date: '2026-11-01',
    }));
    renderApp('owner', { path: 'pages', dataProvider: fakeDataProvider({}, { pages }) });
    await screen.findAllByRole('checkbox');
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    expectSafe((await lastDownload())[0]);
  });

  it('BOOKING the reservas export leads each line with the booking’s reference (EP-000365)', async () => {
    const reservas = [
      { nombre: 'Grace Hopper', fecha: today(), tour_id: 1, personas: 2, adults: 2, estado: 'confirmada' as const },
    ];
    renderApp('owner', { path: 'reservas', dataProvider: fakeDataProvider({}, { reservas }) });
    await screen.findByText('Grace Hopper');
    const before = vi.mocked(downloadCSV).mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(vi.mocked(downloadCSV).mock.calls.length).toBeGreaterThan(before));
    const lines = vi
      .mocked(downloadCSV)
      .mock.lastCall![0].replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0].split(',')[0]).toBe('referencia');
    expect(lines[1]).toMatch(/^EP-000001,1,/);
  });

  it('TRUST the Activity export opens hostile text as text', async () => {
    const audit = [...HOSTILE, QUOTED].map((title, index) => ({
      at: `2026-03-0${(index % 9) + 1}T15:00:00.000Z`,
      username: 'dueno',
      role: 'owner',
      resource: 'pages',
      record_id: index + 1,
      action: 'create',
      before: null,
      after: { title },
    }));
    renderApp('owner', { path: 'activity', dataProvider: fakeDataProvider({}, { audit }) });
    await screen.findAllByRole('row');
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    const cells = cellsOf((await lastDownload())[0]);
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(cells.some((cell) => cell.includes('HYPERLINK'))).toBe(true);
  });

  it('TRUST the manifest’s Export CSV opens a visitor’s hostile name and notes as text', async () => {
    const bookings = HOSTILE.map((nombre, index) => ({
      id: index + 1,
      version: 1,
      tour_id: 1,
      kind: 'tour' as const,
      nombre,
      adults: 1,
      children: 0,
      personas: 1,
      pickup_place: QUOTED,
      pickup_time: '08:00',
      telefono: '+1 809 555 0100',
      language: 'en' as const,
      balance: 0,
      notas: HOSTILE[(index + 1) % HOSTILE.length],
      checkin: 'pendiente' as const,
      estado: 'confirmada' as const,
      flight_number: '',
      arrival_time: '',
      transfer_from: '',
      transfer_to: '',
      luggage: 0,
      ship_call_id: null,
      driver_id: null,
      fleet_vehicle_id: null,
      departure_time: '',
      zone_id: null,
    }));
    const getManifest = vi.fn(async (date: string) => ({
      data: buildManifest({
        date,
        bookings,
        tours: [{ id: 1, nombre: 'Damajagua', duracion: '5 hours', capacity_per_day: 20 }],
        assignments: [],
        drivers: [],
        vehicles: [],
        shipCalls: [],
      }),
    }));
    const dataProvider = fakeDataProvider({ getManifest, setCheckin: vi.fn(), assignDeparture: vi.fn() });
    renderApp('owner', { path: 'reservas/manifest?date=2026-12-01', dataProvider });
    await screen.findByRole('region', { name: 'Damajagua' });
    fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const [csv, name] = await lastDownload();
    expect(name).toBe('manifest-2026-12-01');
    const cells = cellsOf(csv);
    for (const text of HOSTILE) expect(cells).toContain(`'${text}`);
    expect(cells).toContain('+1 809 555 0100');
    expect(live(cells)).toEqual([]);
    expect(cells).toContain(`08:00 ${QUOTED}`);
  });
});
