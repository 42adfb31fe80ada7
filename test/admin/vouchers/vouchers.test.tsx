import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { bookingSchema } from '../../../src/domain/bookings';
import { discountCodesResource } from '../../../src/domain/discountCodes';
import { giftVouchersResource } from '../../../src/domain/giftVouchers';
import { today } from '../../../src/domain/common';
import { daysFromToday } from '../../days';

afterEach(() => localStorage.clear());

const booking = (fields: Record<string, unknown> = {}) =>
  bookingSchema.parse({
    nombre: 'Grace Hopper',
    fecha: daysFromToday(10),
    tour_id: 1,
    personas: 1,
    adults: 1,
    estado: 'confirmada',
    price_total: 85,
    balance: 85,
    has_balance: true,
    ...fields,
  });
const code = (fields: Record<string, unknown>) =>
  discountCodesResource.schema.parse({ code: 'SPRING', value: 15, ...fields });
const voucher = (fields: Record<string, unknown> = {}) =>
  giftVouchersResource.schema.parse({
    code: 'EPV-7KQM-X3PA-92HD-RTW4',
    amount: 60,
    balance: 60,
    buyer_name: 'Ana Pérez',
    recipient: 'Luis y Marta',
    expires_on: '2027-12-31',
    sold_on: today(),
    ...fields,
  });

describe('promo codes and gift vouchers on screen', () => {
  it('MONEY the promo codes list says what each takes off and how many of its uses are gone', async () => {
    const dataProvider = fakeDataProvider(
      {},
      {
        'discount-codes': [
          code({ code: 'SPRING', kind: 'percent', value: 15, max_uses: 50, uses: 2 }),
          code({ code: 'HOTEL20', kind: 'amount', value: 20, uses: 7 }),
        ],
      },
    );
    renderApp('owner', { path: 'discount-codes', dataProvider });
    const spring = (await screen.findByText('SPRING')).closest('tr')!;
    expect(within(spring).getByText('15%')).toBeInTheDocument();
    expect(within(spring).getByText('2 de 50')).toBeInTheDocument();
    const hotel = screen.getByText('HOTEL20').closest('tr')!;
    expect(within(hotel).getByText('$20.00')).toBeInTheDocument();
    expect(within(hotel).getByText('7')).toBeInTheDocument();
  });

  it('MONEY a promo code is created with its terms (a percentage by default, active, for every tour)', async () => {
    const dataProvider = fakeDataProvider({}, { 'discount-codes': [] });
    const create = vi.spyOn(dataProvider, 'create');
    renderApp('owner', { path: 'discount-codes/create', dataProvider });
    fireEvent.change(await screen.findByLabelText(/^Código/), { target: { value: 'VERANO' } });
    fireEvent.change(screen.getByLabelText(/^Descuento/), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText(/^Límite de usos/), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'discount-codes',
        expect.objectContaining({
          data: expect.objectContaining({
            code: 'VERANO',
            kind: 'percent',
            value: 10,
            max_uses: 25,
            active: true,
            tour_ids: [],
          }),
        }),
      ),
    );
  });

  it('MONEY a sold voucher’s printable page shows its value, for whom, its code and its last day', async () => {
    const dataProvider = fakeDataProvider({}, { 'gift-vouchers': [voucher()] });
    renderApp('owner', { path: 'gift-vouchers/1/show', dataProvider });
    expect(await screen.findByTestId('voucher-code')).toHaveTextContent('EPV-7KQM-X3PA-92HD-RTW4');
    expect(screen.getByTestId('voucher-amount')).toHaveTextContent('$60.00');
    expect(screen.getByText(/Luis y Marta/)).toBeInTheDocument();
    expect(screen.getByTestId('voucher-expires')).toHaveTextContent(/2027/);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir bono' }));
    expect(print).toHaveBeenCalled();
  });

  it('MONEY the vouchers list shows what is left and whether each can still be used', async () => {
    const dataProvider = fakeDataProvider(
      {},
      {
        'gift-vouchers': [
          voucher(),
          voucher({ code: 'EPV-AAAA-BBBB-CCCC-DDDD', balance: 0 }),
          voucher({ code: 'EPV-EEEE-FFFF-GGGG-HHHH', expires_on: '2020-01-01' }),
        ],
      },
    );
    renderApp('owner', { path: 'gift-vouchers', dataProvider });
    expect(
      within((await screen.findByText('EPV-7KQM-X3PA-92HD-RTW4')).closest('tr')!).getByText('Activo'),
    ).toBeTruthy();
    expect(within(screen.getByText('EPV-AAAA-BBBB-CCCC-DDDD').closest('tr')!).getByText('Agotado')).toBeTruthy();
    expect(within(screen.getByText('EPV-EEEE-FFFF-GGGG-HHHH').closest('tr')!).getByText('Caducado')).toBeTruthy();
  });

  it(
    'MONEY a booking is paid from a voucher: its balance shows once the code is typed, and the amount is what ' +
      'the booking owes',
    async () => {
      const lookUpVoucher = vi.fn().mockResolvedValue({
        data: {
          code: 'EPV-7KQM-X3PA-92HD-RTW4',
          balance: 60,
          amount: 60,
          expires_on: '2027-12-31',
          status: 'active',
          recipient: '',
        },
      });
      const redeemVoucher = vi.fn().mockResolvedValue({
        data: { payment: { id: 9 }, voucher: { code: 'EPV-7KQM-X3PA-92HD-RTW4', balance: 0 } },
      });
      const dataProvider = fakeDataProvider(
        { lookUpVoucher, redeemVoucher },
        { reservas: [booking({ price_total: 50, balance: 50 })], payments: [] },
      );
      renderApp('owner', { path: 'reservas/1', dataProvider });
      fireEvent.click(await screen.findByRole('button', { name: 'Pagar con bono regalo' }));
      fireEvent.change(screen.getByLabelText(/Código del bono/), { target: { value: 'epv 7kqm x3pa 92hd rtw4' } });
      expect(await screen.findByTestId('voucher-left')).toHaveTextContent('Saldo del bono: $60.00');
      await waitFor(() => expect(screen.getByLabelText(/^Importe/)).toHaveValue(50));
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() =>
        expect(redeemVoucher).toHaveBeenCalledWith(1, { code: 'epv 7kqm x3pa 92hd rtw4', amount: 50, date: today() }),
      );
      expect(await screen.findByText(/Quedan \$0\.00 en el bono/)).toBeInTheDocument();
    },
  );

  it('MONEY a booking that took a promo code says what it took off its price', async () => {
    const dataProvider = fakeDataProvider(
      {},
      { reservas: [booking({ promo_code: 'SPRING', promo_discount: 15 })], payments: [] },
    );
    renderApp('owner', { path: 'reservas/1', dataProvider });
    expect(await screen.findByTestId('promo-line')).toHaveTextContent('Descuento SPRING: −$15.00');
  });
});
