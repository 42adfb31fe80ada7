import { expect, test } from '@playwright/test';
import { startLocalSmtp, type LocalSmtp } from '../server/support/localSmtp';
import { openSignedIn } from './support';
import { daysFromToday } from '../days';

const TOURS = '/tours-and-excursions-in-puerto-plata';

let smtp: LocalSmtp;
test.beforeAll(async () => {
  // The worker's server mails to port + 25 (playwright.config.ts).
  const port = Number(new URL(String(test.info().project.use.baseURL)).port) + 25;
  smtp = await startLocalSmtp({ listenOn: port });
});
test.afterAll(async () => smtp?.close());

test(
  'EMAIL a visitor with two children books from the tour page, the email arrives with the reference and the ' +
    'price, the owner finds the booking by reference and opens it from the bell, and the guest cancels from ' +
    'their page',
  async ({ page }) => {
    const day = daysFromToday(160);
    await page.goto(`${TOURS}/damajagua-waterfalls`);
    const form = page.locator('form[data-booking]');
    await form.getByLabel('Fecha').fill(day);
    await form.getByLabel('Adultos').fill('2');
    await form.getByLabel('Niños').fill('2');
    await expect(form.locator('[data-people]')).toHaveText('(4 personas)');
    const price = ((await form.locator('[data-total]').textContent()) ?? '').replace('US$', '');
    const pickup = form.getByLabel('Lugar de recogida');
    if ((await pickup.evaluate((element) => element.tagName)) === 'SELECT') await pickup.selectOption({ index: 1 });
    else await pickup.fill('Playa Dorada');
    await form.getByLabel('Nombre').fill('Familia Viajera');
    await form.getByLabel('Email').fill('familia.viajera@example.com');
    const before = smtp.received.length;
    await form.getByRole('button', { name: 'Reservar' }).click();
    const done = page.getByRole('status').filter({ hasText: '¡Reserva recibida!' });
    await expect(done).toBeVisible();
    const reference = (await done.locator('[data-reference]').textContent()) ?? '';
    expect(reference).toMatch(/^EP-\d{6}$/);

    // The confirmation arrives at the guest's address, with the reference and the price they were quoted.
    let mail = await smtp.mail(before);
    for (let index = before + 1; !mail.subject.includes(reference); index += 1) mail = await smtp.mail(index);
    expect(mail.envelope.to).toEqual(['familia.viajera@example.com']);
    expect(mail.text).toContain(`Referencia: ${reference}`);
    expect(mail.text).toContain('2 adultos, 2 niños');
    expect(mail.text).toContain(`Precio: US$${Number(price).toFixed(2)}`);
    const link = /https?:\/\/\S+\/booking\/EP-\d{6}\?token=\S+/.exec(mail.text)?.[0] ?? '';
    expect(link).not.toBe('');

    // The owner finds it by its reference in the list's search box, then opens it from the bell.
    await openSignedIn(page, 'owner', '/ep-control/dueno/reservas');
    await page.getByRole('searchbox', { name: 'Buscar (referencia, nombre, teléfono, email)' }).fill(reference);
    await expect(page.getByRole('cell', { name: reference })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Familia Viajera' })).toBeVisible();
    await page.getByRole('button', { name: 'Notificaciones' }).click();
    await page.getByTestId('notification-list').getByText(reference).first().click();
    await expect(page).toHaveURL(new RegExp(`/reservas/${Number(reference.slice(3))}$`));
    await expect(page.getByTestId('booking-reference')).toHaveText(reference);
    await expect(page.getByTestId('guest-messages')).toContainText('Confirmación');

    // The guest opens their page from the email and cancels within the policy, asked once more.
    const address = new URL(link);
    await page.goto(`${address.pathname}${address.search}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Su reserva ${reference}`);
    await page.getByRole('button', { name: 'Cancelar la reserva' }).click();
    await expect(page.getByText('¿Seguro que quiere cancelar esta reserva?')).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar la reserva' }).click();
    await expect(page.getByText('Su reserva ha sido cancelada.')).toBeVisible();
    const booking = await (await page.request.get(`/api/reservations/${Number(reference.slice(3))}`)).json();
    expect(booking.estado).toBe('cancelada');
  },
);
