import { expect, test, type Page } from '@playwright/test';
import { CREDENTIALS, openSignedIn, signInByApi } from './support';

test.describe.configure({ mode: 'serial' });

const expireSession = (page: Page) => page.context().clearCookies({ name: 'ep_session' });

test(
  'STAFF SET-04 on a phone (375 px) each settings form saves itself: GUARDAR under the site settings saves the ' +
    'site name',
  async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openSignedIn(page, 'owner', '/ep-control/dueno/settings');
    const name = page.getByRole('textbox', { name: 'Nombre del sitio' });
    await name.fill('Puerto Plata Phone Rides');
    // The button that belongs to the site settings form, in its place below the form: tapped as the owner taps it.
    const save = page.locator('form', { has: name }).getByRole('button', { name: 'Guardar' });
    await save.scrollIntoViewIfNeeded();
    await save.click();
    await expect(page.getByText('Configuración guardada correctamente')).toBeVisible();
    await expect(page.getByText('Home texts saved successfully')).toBeHidden();
    const settings = (await (await request.get('/api/header-settings')).json()) as { siteName: string };
    expect(settings.siteName).toBe('Puerto Plata Phone Rides');
    // The texts form's own button is reachable too, and saves the texts.
    const texts = page.getByTestId('texts-home-en').getByRole('button', { name: 'Guardar' });
    await texts.scrollIntoViewIfNeeded();
    await texts.click();
    await expect(page.getByText('Home texts saved successfully')).toBeVisible();
  },
);

test(
  'STAFF TOUR-09 at 375 px, Add New Tour after a failed save (500): leaving asks, and staying keeps what ' +
    'was typed',
  async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openSignedIn(page, 'owner', '/ep-control/dueno/tours/new');
    await page.route('**/api/tours', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' })
        : route.continue(),
    );
    await page.getByRole('textbox', { name: /^Tour Name/ }).fill('Sunset Catamaran');
    await page.getByRole('textbox', { name: /^Slug/ }).fill('sunset-catamaran-e2e');
    await page.getByRole('textbox', { name: /^Duration/ }).fill('3 hours');
    await page
      .getByRole('textbox', { name: /^Capacity/ })
      .first()
      .fill('1-10 people');
    await page.getByRole('tab', { name: 'Content' }).click();
    await page.getByRole('textbox', { name: /^Full Description/ }).fill('Along the bay at sunset.');
    await page.getByRole('tab', { name: 'Pricing' }).click();
    await page.getByRole('spinbutton', { name: /^Base Price/ }).fill('70');
    await page.getByRole('button', { name: 'Create Tour' }).click();
    await expect(page.getByText('Error saving tour')).toBeVisible();
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    // The error stays on screen over the phone's toolbar until closed: Cancelar is pressed beneath it.
    await page.getByRole('button', { name: 'Cancelar' }).dispatchEvent('click');
    await expect.poll(() => asked).toMatch(/cambios no se guardaron/);
    expect(new URL(page.url()).pathname).toBe('/ep-control/dueno/tours/new');
    await page.getByRole('tab', { name: 'Basic Info' }).click();
    await expect(page.getByRole('textbox', { name: /^Tour Name/ })).toHaveValue('Sunset Catamaran');
  },
);

test(
  'STAFF Create Tour with an invalid price on the Pricing tab, clicked from Media: the tab is marked and the ' +
    'message names it',
  async ({ page }) => {
    await openSignedIn(page, 'owner', '/ep-control/dueno/tours/new');
    await page.getByRole('tab', { name: 'Pricing' }).click();
    await page.getByRole('spinbutton', { name: /^Precio extra por persona/ }).fill('-5');
    await page.getByRole('tab', { name: 'Media' }).click();
    await page.getByRole('button', { name: 'Create Tour' }).click();
    await expect(page.getByText(/No se guardó: corrija .*«Pricing»/)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Pricing' })).toHaveClass(/error/);
  },
);

test(
  'STAFF signing in as another user from the expired-session dialog says the first user’s save is ' + 'not saved',
  async ({ page }) => {
    await openSignedIn(page, 'owner', '/ep-control/dueno/policies/1');
    const title = page.getByRole('textbox', { name: /^Title/ });
    await expect(title).not.toHaveValue('');
    await title.fill('Privacy Policy (pending)');
    await expireSession(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    const dialog = page.getByRole('dialog', { name: 'La sesión ha caducado' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Usuario').fill(CREDENTIALS.secretary.username);
    await expect(dialog.getByText(/no había guardado no se guardará/)).toBeVisible();
    await dialog.getByLabel('Contraseña').fill(CREDENTIALS.secretary.password);
    await dialog.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/ep-control\/secretaria$/);
    const stored = (await (await page.request.get('/api/policies/1')).json()) as { title?: string };
    expect(stored.title).not.toBe('Privacy Policy (pending)');
  },
);

/** After a failed save the staff member clicks away in the menu: the app asks; 'stay' keeps her and what she typed. */
async function leavingAsks(page: Page, menuItem: string | RegExp) {
  const path = new URL(page.url()).pathname;
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole('menuitem', { name: menuItem }).click();
  await expect.poll(() => asked).toMatch(/cambios no se guardaron/);
  expect(new URL(page.url()).pathname).toBe(path);
}

const failWith = (status: number, body: object) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

test("STAFF VEH-05 Add Vehicle after 'Error saving vehicle': leaving asks, and staying keeps what was typed", async ({
  page,
}) => {
  await openSignedIn(page, 'owner', '/ep-control/dueno/sales-rentals/vehicles-for-sale/add');
  await page.route('**/api/vehicles', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill(failWith(500, { error: 'boom', code: 'internal' }))
      : route.continue(),
  );
  const title = page.getByRole('textbox', { name: /^Title/ });
  await title.fill('Mazda CX-5 2020');
  await page.getByLabel(/^Precio/).fill('21000');
  await page.getByLabel(/^Marca/).fill('Mazda');
  await page.getByLabel(/^Modelo/).fill('CX-5');
  await page.getByLabel(/^Kilometraje/).fill('52000');
  await page.getByRole('button', { name: 'Save Vehicle' }).click();
  await expect(page.getByText('Error saving vehicle')).toBeVisible();
  await leavingAsks(page, 'Navigation');
  await expect(title).toHaveValue('Mazda CX-5 2020');
});

test('STAFF POL-05 Edit Policy whose save fails says so, and leaving still asks', async ({ page }) => {
  await openSignedIn(page, 'owner', '/ep-control/dueno/policies/2');
  const title = page.getByRole('textbox', { name: /^Title/ });
  await expect(title).not.toHaveValue('');
  await page.route('**/api/policies/2', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill(failWith(500, { error: 'boom', code: 'internal' }))
      : route.continue(),
  );
  await title.fill('Cancellation Policy (draft)');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /error/i })).toBeVisible();
  await leavingAsks(page, 'Navigation');
  await expect(title).toHaveValue('Cancellation Policy (draft)');
});

test('STAFF BOOKING a booking refused as a full day (409): leaving still asks, as every other form does', async ({
  page,
}) => {
  await signInByApi(page, 'owner');
  const booking = await page.request.post('/api/reservations', {
    data: {
      nombre: 'Grace Hopper',
      fecha: '2027-01-15',
      tour_id: 1,
      adults: 2,
      children: 0,
      telefono: '+1 809 555 0100',
      language: 'en',
      source: 'phone',
      estado: 'pendiente',
    },
  });
  expect(booking.status()).toBe(201);
  const { id } = (await booking.json()) as { id: number };
  await page.goto(`/ep-control/dueno/reservas/${id}/editar`);
  const name = page.getByRole('textbox', { name: /^Nombre/ });
  await expect(name).toHaveValue('Grace Hopper');
  await page.route(`**/api/reservations/${id}`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill(failWith(409, { error: 'Quedan 2 plazas el 15/01', code: 'over_capacity', left: 2 }))
      : route.continue(),
  );
  await name.fill('Grace B. Hopper');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(/Quedan 2 plazas/)).toBeVisible();
  await leavingAsks(page, 'Navigation');
  await expect(name).toHaveValue('Grace B. Hopper');
});

test(
  'STAFF CONTACT-11 a WhatsApp reply without SMTP is on the thread (who, how, when) for the owner; a typed ' +
    'reply survives leaving',
  async ({ page, browser, request }) => {
    await page.route('**/api/contact/delivery', (route) => route.fulfill({ json: { email: false } }));
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: 'wa' }));
    const posted = await request.post('/api/contact', {
      data: {
        nombre: 'Inés Almonte Trace',
        email: 'ines.almonte@example.com',
        telefono: '+1 (809) 555-0177',
        asunto: 'Excursión a Damajagua',
        mensaje: '¿Hay plazas para 3 personas el jueves?',
      },
    });
    const { id } = (await posted.json()) as { id: number };
    await openSignedIn(page, 'secretary', `/ep-control/secretaria/contact/${id}/show`);
    const reply = page.getByRole('textbox', { name: 'Respuesta' });
    await reply.fill('Sí, 45 USD por persona.');
    // Leaving and coming back finds the typed reply.
    await page.getByRole('menuitem', { name: 'Pages' }).click();
    await expect(page).toHaveURL(/\/secretaria\/pages$/);
    await page.goBack();
    await expect(reply).toHaveValue('Sí, 45 USD por persona.');
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'WhatsApp', exact: true }).click();
    await (await popup).close();
    const line = page.getByTestId('contact-thread-line').filter({ hasText: 'Respondido por WhatsApp' });
    await expect(line).toContainText('Respondido por WhatsApp: Sí, 45 USD por persona.');
    // The owner, on her own session, sees who answered, how and when.
    const owner = await browser.newPage();
    await openSignedIn(owner, 'owner', `/ep-control/dueno/contact/${id}/show`);
    const seen = owner.getByTestId('contact-thread-line').filter({ hasText: 'Respondido por WhatsApp' });
    await expect(seen).toContainText('secretaria');
    await expect(seen).toContainText(/\d{1,2}:\d{2}/);
    await owner.close();
  },
);

test(
  'STAFF PROP-19 VEH-29 at 1400 px the update banners show in view, where the owner clicked, in the ' + 'spec’s words',
  async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    for (const [list, button, banner] of [
      ['properties-for-sale', 'Actualizar propiedad', 'Property updated successfully!'],
      ['vehicles-for-rent', 'Update Vehicle', 'Vehicle updated successfully!'],
    ] as const) {
      await openSignedIn(page, 'owner', `/ep-control/dueno/sales-rentals/${list}`);
      await page.getByRole('link', { name: 'Edit' }).first().click();
      const title = page.getByRole('textbox', { name: /^Title/ });
      await expect(title).not.toHaveValue('');
      await title.fill(`${await title.inputValue()} ·`);
      const save = page.getByRole('button', { name: button });
      await save.scrollIntoViewIfNeeded();
      await save.click();
      await expect(page.getByText(banner)).toBeInViewport();
    }
  },
);

test(
  'SHELL-01 STAFF an unknown admin address (/ep-control/dueno/notifications) shows the not-found screen, not a ' +
    'blank page',
  async ({ page }) => {
    await openSignedIn(page, 'owner', '/ep-control/dueno/notifications');
    await expect(page.getByRole('heading', { name: 'Página no encontrada', level: 5 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir a mi dashboard' })).toBeVisible();
  },
);

test(
  'STAFF DASH-01 RES-14 failed loads say so with a retry: the dashboard’s SEO checklist, and Reservas ' +
    'without a total',
  async ({ page }) => {
    await page.route('**/api/seo-checklist', (route) =>
      route.fulfill(failWith(500, { error: 'boom', code: 'internal' })),
    );
    await openSignedIn(page, 'owner', '/ep-control/dueno');
    await expect(page.getByText('No se pudo cargar el checklist SEO.')).toBeVisible();
    await expect(page.getByText(/Sin datos de SEO todavía/)).toHaveCount(0);
    await page.unroute('**/api/seo-checklist');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByText(/^\d+%$/)).toBeVisible();

    await page.goto('/ep-control/dueno/reservas');
    await expect(page.locator('.MuiTablePagination-displayedRows')).toBeVisible();
    await page.route('**/api/reservations**', (route) =>
      route.fulfill(failWith(500, { error: 'boom', code: 'internal' })),
    );
    await page.getByRole('button', { name: 'Refrescar' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Error loading reservations', has: page.getByRole('button', { name: 'Reintentar' }) }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveCount(0);
    await expect(page.getByTestId('card-Reservas')).toHaveText('—', { timeout: 30_000 });
  },
);
