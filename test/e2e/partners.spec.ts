import { expect, test } from '@playwright/test';
import { signInByApi } from './support';
import { daysFromToday } from '../days';

const TOURS = '/tours-and-excursions-in-puerto-plata';

test(
  "PARTNER a hotel's concierge books through its referral link, a cash payment in pesos, the day's cash-up, a " +
    "cancellation refunded by the policy, the month's partner statement settled",
  async ({ page, browser }) => {
    const code = `casa-colonial-${Date.now().toString(36)}`;
    const day = daysFromToday(170);
    const today = daysFromToday(0);

    // The concierge opens the site through the hotel's link and books two parties on the tour page (not signed in).
    const visitor = await browser.newContext({ baseURL: String(test.info().project.use.baseURL) });
    const site = await visitor.newPage();
    const book = async (name: string) => {
      await site.goto(`${TOURS}/damajagua-waterfalls?ref=${code}`);
      const form = site.locator('form[data-booking]');
      await form.getByLabel('Fecha').fill(day);
      await form.getByLabel('Adultos').fill('2');
      const pickup = form.getByLabel('Lugar de recogida');
      if ((await pickup.evaluate((element) => element.tagName)) === 'SELECT') await pickup.selectOption({ index: 1 });
      else await pickup.fill('Casa Colonial');
      await form.getByLabel('Nombre').fill(name);
      await form.getByLabel('Email').fill('concierge@example.com');
      await form.getByRole('button', { name: 'Reservar' }).click();
      const done = site.getByRole('status').filter({ hasText: '¡Reserva recibida!' });
      await expect(done).toBeVisible();
      return Number(((await done.locator('[data-reference]').textContent()) ?? '').replace('EP-', ''));
    };

    // The owner made the hotel a partner first: 10 % commission, we collect.
    await signInByApi(page, 'owner');
    const created = await page.request.post('/api/partners', {
      data: {
        name: 'Hotel Casa Colonial',
        kind: 'hotel',
        referral_code: code,
        commission_kind: 'percent',
        commission_percent: 10,
        settle_mode: 'we_collect',
        whatsapp: '+1 809 555 0190',
        agents: [{ name: 'Conserje Ana', phone: '' }],
      },
    });
    expect(created.status()).toBe(201);
    const partner = (await created.json()) as { id: number };
    const kept = await book('Familia Referida');
    const cancelled = await book('Pareja Referida');
    await visitor.close();
    for (const id of [kept, cancelled]) {
      const booking = (await (await page.request.get(`/api/reservations/${id}`)).json()) as {
        partner_id: number;
        partner_commission_cents: number;
        price_total: number;
      };
      expect(booking.partner_id).toBe(partner.id);
      expect(booking.partner_commission_cents).toBe(Math.round(booking.price_total * 10));
    }

    // A cash payment in pesos at the day's rate, taken in the booking's payment dialog; a dollar deposit on the other.
    await page.goto(`/ep-control/dueno/reservas/${kept}`);
    await page.getByRole('button', { name: 'Registrar pago' }).click();
    const payment = page.getByRole('dialog');
    await payment.getByRole('combobox', { name: 'Moneda' }).click();
    await page.getByRole('option', { name: 'Pesos (DOP)' }).click();
    await payment.getByLabel(/Importe en pesos/).fill('3000');
    await payment.getByLabel(/Tasa del día/).fill('60');
    await expect(payment.getByTestId('peso-equivalent')).toHaveText('Equivale a $50.00');
    await payment.getByRole('button', { name: 'Guardar' }).click();
    await expect(payment).toBeHidden();
    await expect(page.getByTestId('money-paid')).toContainText('$50.00');
    await expect(page.getByText(/RD\$3,000 a 60/)).toBeVisible();

    await page.goto(`/ep-control/dueno/reservas/${cancelled}`);
    await page.getByRole('button', { name: 'Registrar pago' }).click();
    const deposit = page.getByRole('dialog');
    await deposit.getByRole('spinbutton', { name: 'Importe' }).fill('40');
    await deposit.getByRole('button', { name: 'Guardar' }).click();
    await expect(deposit).toBeHidden();
    await expect(page.getByTestId('money-paid')).toContainText('$40.00');

    // The cancellation gives back what the tour's policy says (the trip is months ahead: all of it), in one step.
    await page.getByRole('button', { name: 'Cancelar reserva' }).click();
    const cancel = page.getByRole('dialog');
    await expect(cancel.getByTestId('cancel-paid')).toHaveText('Pagado: $40.00');
    await expect(cancel.getByTestId('cancel-refund')).toHaveText('Reembolso según la política: $40.00');
    await cancel.getByRole('button', { name: 'Cancelar y reembolsar $40.00' }).click();
    await expect(page.getByText('Reserva cancelada y $40.00 reembolsados')).toBeVisible();
    await expect(page.getByTestId('money-refunded')).toContainText('$40.00');

    // The day's cash-up: $50 in pesos, $40 in and $40 back in cash; the owner asking for "the payments" gets it.
    await page.goto(`/ep-control/dueno/payments?from=${today}&to=${today}`);
    await expect(page).toHaveURL(new RegExp(`/ep-control/dueno/caja\\?from=${today}&to=${today}$`));
    await expect(page.getByTestId('cash-to-hand-over')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Familia Referida' })).toBeVisible();

    // The month's statement: the party not cancelled, its commission, what we owe the hotel; settled once.
    const month = day.slice(0, 7);
    await page.goto(`/ep-control/dueno/partner-statements?partner=${partner.id}&from=${month}-01&to=${month}-28`);
    await expect(page.getByRole('cell', { name: 'Familia Referida' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Pareja Referida' })).toHaveCount(0);
    await expect(page.getByTestId('statement-owed')).toContainText('Debemos al socio');
    await expect(page.getByRole('link', { name: 'Enviar por WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/18095550190\?text=/,
    );
    await page.getByLabel('Nota (p. ej. número de transferencia)').fill('Transferencia 0042');
    await page.getByRole('button', { name: 'Marcar como liquidado' }).click();
    await expect(page.getByTestId('statement-settled')).toContainText('Transferencia 0042');
  },
);
