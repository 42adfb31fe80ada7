import { expect, test } from '@playwright/test';
import { driverId, hotelPickup, logIn, signInByApi, watchConsole } from './support';
import { businessToday } from '../../src/domain/dates';
import type { Manifest } from '../../src/domain/manifest';

test(
  'DRIVER at 375 px with no signal: his screen reloads with his day, he checks two guests in and collects a ' +
    'balance, and once back online the owner’s manifest shows it; a change the office overtook is shown to him, ' +
    'not dropped',
  async ({ browser }) => {
    const office = await browser.newContext();
    const owner = await office.newPage();
    await signInByApi(owner, 'owner');
    const ramon = await driverId(owner, 'ramon.diaz');
    const today = businessToday();
    const ids: number[] = [];
    for (const [name, time] of [
      ['Pier Uno', '05:05'],
      ['Pier Dos', '05:10'],
      ['Pier Tres', '05:15'],
    ]) {
      const created = await owner.request.post('/api/reservations', { data: hotelPickup(today, name, time, ramon) });
      expect(created.status()).toBe(201);
      ids.push(((await created.json()) as { id: number }).id);
    }

    const phone = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await phone.newPage();
    await page.goto('/ep-control/login');
    await page.getByLabel('Usuario').fill('ramon.diaz');
    await page.getByLabel('Contraseña').fill('ramon.diaz');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/ep-control\/conductor\/?$/);
    const pickup = (index: number) => page.getByTestId(`pickup-${ids[index]}`);
    await expect(pickup(0)).toContainText('Cabarete Beach Hotel');
    await expect(pickup(1)).toBeVisible();
    await expect(pickup(0).getByRole('link', { name: 'WhatsApp' })).toBeVisible();
    // The app's shell is on the phone once the service worker has cached it and is active (it serves his area's
    // next load: this page began at the login page, outside the worker's scope).
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state))
      .toBe('activated');

    await phone.setOffline(true);
    await page.reload();
    await expect(pickup(0)).toContainText('Cabarete Beach Hotel');
    await expect(pickup(1)).toBeVisible();
    await pickup(0).getByRole('button', { name: 'Presente' }).click();
    await pickup(1).getByRole('button', { name: 'Presente' }).click();
    await pickup(2).getByRole('button', { name: 'No vino' }).click();
    await pickup(0)
      .getByRole('button', { name: /^Cobrar/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Monto (USD)')).not.toHaveValue('');
    await dialog.getByRole('button', { name: 'Registrar cobro' }).click();
    await expect(page.getByText('Sin conexión')).toBeVisible();
    await expect(page.getByTestId('driver-pending')).toContainText('4 cambios por enviar');
    // Meanwhile the office changes Pier Tres: his no-show, marked on what he read before, is stale.
    const third = (await (await owner.request.get(`/api/reservations/${ids[2]}`)).json()) as { version: number };
    const changed = await owner.request.put(`/api/reservations/${ids[2]}`, {
      data: { notas: 'Recoger en el lobby', version: third.version },
    });
    expect(changed.status()).toBe(200);
    await expect(pickup(0).getByTestId(`checkin-${ids[0]}`)).toHaveText('Presente');
    await expect(pickup(0).getByTestId(`balance-${ids[0]}`)).toHaveText('Pagado');

    await phone.setOffline(false);
    await expect(page.getByTestId('driver-pending')).toHaveCount(0);
    await expect(
      page.getByRole('alert').filter({ hasText: 'la reserva de Pier Tres cambió en la oficina' }),
    ).toBeVisible();

    const manifest = (await (await owner.request.get(`/api/manifest?date=${today}`)).json()) as Manifest;
    const rows = manifest.departures.flatMap((departure) => departure.bookings).filter(({ id }) => ids.includes(id));
    expect(rows.map(({ checkin }) => checkin)).toEqual(['presente', 'presente', 'pendiente']);
    expect(rows[0].balance).toBe(0);
    await owner.goto('/ep-control/dueno/reservas/manifest');
    const row = owner.getByTestId(`manifest-booking-${ids[1]}`);
    await expect(row.getByRole('button', { name: 'Presente' })).toHaveAttribute('aria-pressed', 'true');
    await phone.close();
    await office.close();
  },
);

test(
  'STAFF once the owner grants the bookings on Permisos, the secretary takes a phone booking on the booking ' +
    'form and assigns its driver on the manifest',
  async ({ browser }) => {
    const office = await browser.newContext();
    const owner = await office.newPage();
    await logIn(owner, 'owner');
    await owner.getByRole('menuitem', { name: 'Permisos' }).click();
    await owner.getByRole('switch', { name: 'Reservas' }).check();
    await owner.getByRole('button', { name: 'Guardar permisos' }).click();
    await expect(owner.getByText('Permisos guardados')).toBeVisible();

    const desk = await browser.newContext();
    const secretary = await desk.newPage();
    const errors = watchConsole(secretary);
    await logIn(secretary, 'secretary');
    await secretary.getByRole('menuitem', { name: 'Reservas' }).click();
    await expect(secretary).toHaveURL(/\/ep-control\/secretaria\/reservas/);
    await expect(secretary.getByText('Sin acceso')).toHaveCount(0);

    // The guest rings: the form opens on today, a phone booking, confirmed.
    await secretary.getByRole('link', { name: '+ Nueva reserva' }).click();
    await secretary.getByRole('combobox', { name: 'Tour' }).click();
    await secretary.getByRole('option', { name: 'Puerto Plata City Tour' }).click();
    await secretary.getByLabel('Adultos').fill('3');
    await expect(secretary.getByTestId('live-quote')).toContainText('$55.00');
    await secretary.getByLabel('Nombre').fill('Llamada Tres');
    await secretary.getByRole('textbox', { name: 'Teléfono' }).fill('+1 809 555 0133');
    await secretary.getByRole('combobox', { name: 'Recogida' }).click();
    await secretary.getByRole('option', { name: 'Hotel' }).click();
    await secretary.getByLabel('Lugar de recogida').fill('Hotel Victoria');
    await secretary.getByRole('button', { name: 'Guardar' }).click();
    await expect(secretary).toHaveURL(/\/secretaria\/reservas\/\d+$/);
    await expect(secretary.getByRole('heading', { level: 1, name: 'Llamada Tres' })).toBeVisible();
    const id = Number(/\/(\d+)$/.exec(secretary.url())![1]);

    await secretary.goto('/ep-control/secretaria/reservas');
    await secretary.getByRole('link', { name: 'Manifiesto' }).click();
    const line = secretary.getByTestId(`manifest-booking-${id}`);
    await expect(line).toContainText('Hotel Victoria');
    await line.getByRole('combobox', { name: 'Conductor' }).click();
    await secretary.getByRole('option', { name: 'ramon.diaz' }).click();
    await expect(line.getByRole('combobox', { name: 'Conductor' })).toHaveText('ramon.diaz');

    const stored = (await (await owner.request.get(`/api/reservations/${id}`)).json()) as {
      source: string;
      driver_id: number | null;
    };
    const drivers = (await (await owner.request.get('/api/users?filter={"role":"Driver"}')).json()) as {
      id: number;
      username: string;
    }[];
    expect(stored.source).toBe('phone');
    expect(stored.driver_id).toBe(drivers.find(({ username }) => username === 'ramon.diaz')!.id);
    expect(errors).toEqual([]);
    await office.close();
    await desk.close();
  },
);
