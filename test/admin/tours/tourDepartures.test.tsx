import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';

afterEach(() => localStorage.clear());

describe('a tour’s departures and pickup places', () => {
  it(
    'BOOKING the tour screen lists its departure times and pickup places with the pickup time each place gives ' +
      'at each departure',
    async () => {
      const dataProvider = fakeDataProvider();
      const { data: tour } = await dataProvider.getOne('tours', { id: 1 });
      await dataProvider.update('tours', {
        id: 1,
        previousData: tour,
        data: {
          ...tour,
          departure_times: ['09:00', '13:00'],
          pickup_points: [
            { place: 'Playa Dorada', minutes_before: 75 },
            { place: 'Sosúa', minutes_before: 45 },
          ],
        },
      });
      renderApp('owner', { path: 'tours/1', dataProvider });
      const times = await screen.findByTestId('pickup-times');
      expect(
        within(times)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Playa Dorada: Recogida: 07:45 · 11:45', 'Sosúa: Recogida: 08:15 · 12:15']);
      // Typing another drive time retimes the place at every departure at once.
      const minutes = screen.getAllByLabelText(/Minutos antes de la salida/);
      fireEvent.change(minutes[1], { target: { value: '30' } });
      await waitFor(() =>
        expect(within(screen.getByTestId('pickup-times')).getAllByRole('listitem')[1]).toHaveTextContent(
          'Sosúa: Recogida: 08:30 · 12:30',
        ),
      );
    },
  );
});
