import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { MESSAGES } from '../../../src/admin/i18n/i18nProvider';
import { reservationSchema } from '../../../src/domain/reservations';
import { today } from '../../../src/domain/common';

describe("react-admin's own loading bars", () => {
  it('ACCESSIBILITY a reference field still loading after a second shows a loading bar named in the UI language', async () => {
    // The tours of the reservations' rows never arrive: each row's Tour cell keeps react-admin's loading bar, which it
    // shows once a second has passed (a slow machine's browser test met three of them, unnamed, on the reservas list).
    const reservas = [
      reservationSchema.parse({
        nombre: 'Ana Pérez',
        fecha: today(),
        tour_id: 1,
        personas: 2,
        adults: 2,
        estado: 'confirmada',
        price_total: 100,
        balance: 100,
        has_balance: true,
      }),
    ];
    const dataProvider = fakeDataProvider({ getMany: () => new Promise<never>(() => undefined) }, { reservas });
    renderApp('owner', { path: 'reservas', dataProvider });
    const row = (await screen.findByText('Ana Pérez')).closest('tr')!;
    expect(await within(row).findByRole('progressbar', { name: MESSAGES.es.ra.page.loading })).toBeInTheDocument();
  });
});
