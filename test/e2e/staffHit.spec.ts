import { expect, test, type Page } from '@playwright/test';
import { CREDENTIALS, openSignedIn } from './support';

test.describe.configure({ mode: 'serial' });

const expireSession = (page: Page) => page.context().clearCookies({ name: 'ep_session' });

test('STAFF SET-04 on a phone (375 px) each settings form saves itself: GUARDAR under the site settings saves the site name', async ({
  page,
  request,
}) => {
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
});

test('STAFF TOUR-09 at 375 px, Add New Tour after a failed save (500): leaving asks, and staying keeps what was typed', async ({
  page,
}) => {
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
});

test('STAFF Create Tour with an invalid price on the Pricing tab, clicked from Media: the tab is marked and the message names it', async ({
  page,
}) => {
  await openSignedIn(page, 'owner', '/ep-control/dueno/tours/new');
  await page.getByRole('tab', { name: 'Pricing' }).click();
  await page.getByRole('spinbutton', { name: /^Precio extra por persona/ }).fill('-5');
  await page.getByRole('tab', { name: 'Media' }).click();
  await page.getByRole('button', { name: 'Create Tour' }).click();
  await expect(page.getByText(/No se guardó: corrija .*«Pricing»/)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pricing' })).toHaveClass(/error/);
});

test('STAFF signing in as another user from the expired-session dialog says the first user’s save is not saved', async ({
  page,
}) => {
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
});
