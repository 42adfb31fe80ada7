import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { buildCalendar } from '../../../src/domain/runCalendar';

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

describe('the month of runs', () => {
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
