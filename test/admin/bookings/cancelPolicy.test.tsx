import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { bookingSchema } from '../../../src/domain/bookings';
import { paymentSchema } from '../../../src/domain/payments';
import { daysFromToday } from '../../days';

afterEach(() => localStorage.clear());

const data = (fecha: string) => ({
  reservas: [
    bookingSchema.parse({
      nombre: 'Grace Hopper',
      fecha,
      tour_id: 1,
      personas: 1,
      adults: 1,
      estado: 'confirmada',
      price_total: 85,
      paid: 25,
      balance: 60,
      has_balance: true,
    }),
  ],
  payments: [paymentSchema.parse({ reservation_id: 1, amount: 25, date: daysFromToday(-3), method: 'card' })],
});

describe('cancelling a booking', () => {
  it(
    'BOOKING the dialog names what was paid and what the policy gives back, and cancels with the refund ' +
      'in one step',
    async () => {
      const dataProvider = fakeDataProvider({}, data(daysFromToday(30)));
      const cancelBooking = vi.spyOn(dataProvider, 'cancelBooking');
      renderApp('owner', { path: 'reservas/1', dataProvider });
      fireEvent.click(await screen.findByRole('button', { name: 'Cancelar reserva' }));
      expect(await screen.findByTestId('cancel-paid')).toHaveTextContent('Pagado: $25.00');
      expect(
        screen.getByText('Política del tour: gratis hasta 24 h antes; después se devuelve el 0 %.'),
      ).toBeInTheDocument();
      expect(screen.getByText(/dentro de la cancelación gratuita, se devuelve todo/)).toBeInTheDocument();
      expect(screen.getByTestId('cancel-refund')).toHaveTextContent('Reembolso según la política: $25.00');
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Devolver en' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Tarjeta' }));
      fireEvent.click(screen.getByRole('button', { name: 'Cancelar y reembolsar $25.00' }));
      await waitFor(() => expect(cancelBooking).toHaveBeenCalledWith(1, { version: 1, refund_method: 'card' }));
      expect(await screen.findByText('Reserva cancelada y $25.00 reembolsados')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('money-refunded')).toHaveTextContent('$25.00'));
    },
  );

  it('BOOKING past the free hours with no late share nothing comes back: only cancelling is offered', async () => {
    const dataProvider = fakeDataProvider({}, data(daysFromToday(0)));
    const cancelBooking = vi.spyOn(dataProvider, 'cancelBooking');
    renderApp('owner', { path: 'reservas/1', dataProvider });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar reserva' }));
    expect(await screen.findByTestId('cancel-refund')).toHaveTextContent('$0.00');
    expect(screen.queryByRole('button', { name: /Cancelar y reembolsar/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar sin reembolso' }));
    await waitFor(() => expect(cancelBooking).toHaveBeenCalledWith(1, { version: 1 }));
    expect(await screen.findByText('Reserva cancelada')).toBeInTheDocument();
  });
});
