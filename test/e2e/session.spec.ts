import { expect, test, type Page } from '@playwright/test';
import { CREDENTIALS, openSignedIn, signInByApi, watchConsole } from './support';

test.describe.configure({ mode: 'serial' });

/** The session ends under the open page: the browser forgets its cookie, so the next call answers 401. */
const expireSession = (page: Page) => page.context().clearCookies({ name: 'ep_session' });

test('SESSION an expired session at save time asks to sign in over the page and then saves what was typed', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await signInByApi(page, 'owner');
  const created = await page.request.post('/api/blog/posts', {
    data: { title: 'Sesión caducada', slug: 'sesion-caducada' },
  });
  const { id } = (await created.json()) as { id: number };
  const editUrl = `/ep-control/dueno/posts/${id}`;
  await page.goto(editUrl);
  await expect(page.getByRole('textbox', { name: /^Título/ }).first()).toHaveValue('Sesión caducada');

  await page.getByRole('textbox', { name: /^Resumen/ }).fill('Escrito con la sesión caducada.');
  await expireSession(page);
  await page.getByRole('button', { name: 'Guardar' }).click();

  const dialog = page.getByRole('dialog', { name: 'La sesión ha caducado' });
  await expect(dialog).toBeVisible();
  // No success before the server said so, and the page and what was typed are still there.
  await expect(page.getByText('Post saved successfully!')).toBeHidden();
  await expect(page.getByText('Elemento actualizado')).toBeHidden();
  expect(new URL(page.url()).pathname).toBe(editUrl);
  await expect(dialog.getByLabel('Usuario')).toHaveValue(CREDENTIALS.owner.username);
  await dialog.getByLabel('Contraseña').fill('wrong');
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(dialog.getByText('Invalid credentials')).toBeVisible();
  await dialog.getByLabel('Contraseña').fill(CREDENTIALS.owner.password);
  const saved = page.waitForResponse(
    (answer) => answer.request().method() === 'PUT' && answer.url().endsWith(`/api/blog/posts/${id}`) && answer.ok(),
  );
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await saved;

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Post saved successfully!')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(editUrl);
  await expect(page.getByRole('textbox', { name: /^Resumen/ })).toHaveValue('Escrito con la sesión caducada.');
  const stored = (await (await page.request.get(`/api/blog/posts/${id}`)).json()) as { summary: string };
  expect(stored.summary).toBe('Escrito con la sesión caducada.');
  // The 401s themselves are logged by the browser; nothing else went wrong.
  expect(errors.filter((error) => !/401/.test(error))).toEqual([]);
});

test('SESSION leaving the sign-in dialog opens login, and signing in there returns to the page', async ({ page }) => {
  await openSignedIn(page, 'secretary', '/ep-control/secretaria/pages/create');
  await page.getByRole('textbox', { name: 'Título' }).fill('Página sin sesión');
  await expireSession(page);
  await page.getByRole('button', { name: 'Guardar' }).click();
  const dialog = page.getByRole('dialog', { name: 'La sesión ha caducado' });
  await dialog.getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/ep-control\/login$/);
  await expect(page.getByText('Elemento creado')).toBeHidden();
  await page.getByLabel('Usuario').fill(CREDENTIALS.secretary.username);
  await page.getByLabel('Contraseña').fill(CREDENTIALS.secretary.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/ep-control\/secretaria\/pages\/create$/);
});

test(
  'SESSION SHELL-07 a deep link to an edit page opened signed out goes to login, then to that page once ' + 'signed in',
  async ({ page, request }) => {
    const { username, password } = CREDENTIALS.owner;
    expect((await request.post('/api/auth/login', { data: { username, password } })).ok()).toBe(true);
    const created = await request.post('/api/blog/posts', {
      data: { title: 'Enlace directo', slug: 'enlace-directo' },
    });
    const { id } = (await created.json()) as { id: number };
    const deepLink = `/ep-control/dueno/posts/${id}`;

    await page.goto(deepLink);
    await expect(page).toHaveURL(/\/ep-control\/login$/);
    await page.getByLabel('Usuario').fill(username);
    await page.getByLabel('Contraseña').fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(new RegExp(`${deepLink}$`));
    await expect(page.getByRole('textbox', { name: /^Título/ }).first()).toHaveValue('Enlace directo');
  },
);
