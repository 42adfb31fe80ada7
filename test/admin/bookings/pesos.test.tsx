import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { bookingSchema } from '../../../src/domain/bookings';
import { today } from '../../../src/domain/common';
import { daysFromToday } from '../../days';

afterEach(() => localStorage.clear());

const data = () => ({
  reservas: [
    bookingSchema.parse({
      nombre: 'Grace Hopper',
      fecha: daysFromToday(10),
      tour_id: 1,
      personas: 1,
      adults: 1,
      estado: 'confirmada',
      price_total: 100,
      balance: 100,
      has_balance: true,
    }),
  ],
  payments: [],
});

const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('a payment in pesos', () => {
  it(
    'MONEY staff take pesos at the day’s rate, see the USD it comes to, and the next payment that day starts ' +
      'from the rate',
    async () => {
      const dataProvider = fakeDataProvider({}, data());
      const recordPayment = vi.spyOn(dataProvider, 'recordPayment');
      renderApp('owner', { path: 'reservas/1', dataProvider });
      fireEvent.click(await screen.findByRole('button', { name: 'Registrar pago' }));
      await choose('Moneda', 'Pesos (DOP)');
      fireEvent.change(screen.getByLabelText(/Importe en pesos/), { target: { value: '2950' } });
      fireEvent.change(screen.getByLabelText(/Tasa del día/), { target: { value: '58.75' } });
      expect(screen.getByTestId('peso-equivalent')).toHaveTextContent('Equivale a $50.21');
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() =>
        expect(recordPayment).toHaveBeenCalledWith(1, {
          currency: 'DOP',
          amount_dop: 2950,
          rate: 58.75,
          date: today(),
          method: 'cash',
          reference: '',
          kind: 'payment',
        }),
      );
      await waitFor(() => expect(screen.getByTestId('money-paid')).toHaveTextContent('$50.21'));
      expect(await screen.findByText(/RD\$2,950 a 58\.75/)).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Registrar pago' }));
      await choose('Moneda', 'Pesos (DOP)');
      await waitFor(() => expect(screen.getByLabelText(/Tasa del día/)).toHaveValue(58.75));
    },
  );
});
