import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { businessToday } from '../../../src/domain/dates';

afterEach(() => localStorage.clear());

describe('the dashboard’s today row: ships in port', () => {
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
