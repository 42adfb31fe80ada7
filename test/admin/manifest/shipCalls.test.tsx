import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';

afterEach(() => localStorage.clear());

describe('the cruise ships in port', () => {
  it('MANIFEST a cruise line’s schedule is imported from CSV: each good line becomes a ship call, the bad ones are named by line', async () => {
    const dataProvider = fakeDataProvider({}, { 'ship-calls': [] });
    const create = vi.spyOn(dataProvider, 'create');
    renderApp('owner', { path: 'ship-calls', dataProvider });
    const input = await screen.findByTestId('ship-calls-csv', {}, { timeout: 10_000 });
    const csv = 'Ship;Terminal;Date;Arrival time;All aboard time\nCarnival Pride;Amber Cove;2026-12-01;08:00;16:30\nBad Ship;Taino Bay;2026-12-01;8am;16:30\nMSC Seashore;Taino Bay;2026-12-02;07:00;14:30\n';
    // jsdom's File has no text(); a browser's does.
    const file = Object.assign(new File([csv], 'schedule.csv', { type: 'text/csv' }), { text: async () => csv });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    expect(create.mock.calls.map(([resource, { data }]) => [resource, data])).toEqual([
      ['ship-calls', { ship: 'Carnival Pride', terminal: 'Amber Cove', date: '2026-12-01', arrival_time: '08:00', all_aboard_time: '16:30' }],
      ['ship-calls', { ship: 'MSC Seashore', terminal: 'Taino Bay', date: '2026-12-02', arrival_time: '07:00', all_aboard_time: '14:30' }],
    ]);
    expect(await screen.findByText('Líneas con errores: 3')).toBeInTheDocument();
    expect(await screen.findByText('Carnival Pride')).toBeInTheDocument();
  });
});
