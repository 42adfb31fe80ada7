import { expect, test } from '@playwright/test';
import { logIn, watchConsole } from './support';

test.describe.configure({ mode: 'serial' });

test('CONTACT-12 CONTACT-09 CONTACT-11 a visitor writes; the secretary opens the message, which becomes read, and answers it in the thread', async ({ page, request }) => {
  const errors = watchConsole(page);
  const sent = await request.post('/api/contact', {
    data: { nombre: 'Rafael Batista', email: 'rafa.batista@gmail.com', asunto: 'Taxi a Cabarete', mensaje: 'Buenas, ¿cuánto cuesta un taxi del hotel Casa Colonial a Cabarete el sábado?' },
  });
  expect(sent.status()).toBe(201);
  await logIn(page, 'secretary');
  await page.getByRole('menuitem', { name: 'Contact' }).click();
  await expect(page.getByText('New messages: 3')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Rafael Batista' });
  await expect(row).toContainText('NEW');
  await row.getByRole('link', { name: 'View' }).click();
  await expect(page.getByTestId('contact-original')).toContainText('Casa Colonial a Cabarete');
  await page.getByRole('textbox', { name: 'Respuesta' }).fill('Hola Rafael, son 40 USD. ¿A qué hora le recogemos?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('contact-thread')).toContainText('son 40 USD');
  await expect(page.getByTestId('contact-thread')).toContainText('secretaria');
  await expect(page.getByRole('textbox', { name: 'Respuesta' })).toHaveValue('');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByText('New messages: 2')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Rafael Batista' })).toContainText('READ');
  await page.reload();
  await page.getByRole('row').filter({ hasText: 'Rafael Batista' }).getByRole('link', { name: 'View' }).click();
  await expect(page.getByTestId('contact-thread')).toContainText('son 40 USD');
  expect(errors).toEqual([]);
});

test('CONTACT-07 the inline Are you sure? deletes a message only on Yes', async ({ page }) => {
  await logIn(page, 'secretary');
  await page.goto('/ep-control/secretaria/contact');
  const row = page.getByRole('row').filter({ hasText: 'Anna Schmidt' });
  await row.getByRole('button', { name: 'Delete' }).click();
  await row.getByRole('button', { name: 'No' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Delete' }).click();
  await row.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Anna Schmidt' })).toHaveCount(0);
});

test('SHELL-21 a visitor testimonial waits for the owner, who approves it; then the public read shows it', async ({ page, request }) => {
  expect((await request.post('/api/testimonials', { data: { name: 'Gisela Ortiz', text: 'Muy puntuales en Amber Cove.', rating: 5 } })).status()).toBe(201);
  const before = (await (await request.get('/api/testimonials')).json()) as { name: string }[];
  expect(before.map(({ name }) => name)).not.toContain('Gisela Ortiz');
  await logIn(page, 'owner');
  await page.goto('/ep-control/dueno/testimonials');
  const row = page.getByRole('row').filter({ hasText: 'Gisela Ortiz' });
  await expect(row).toContainText('Pendiente');
  await row.getByRole('button', { name: 'Aprobar' }).click();
  await expect(row).toContainText('Aprobado');
  await page.context().clearCookies();
  const after = (await (await request.get('/api/testimonials')).json()) as { name: string }[];
  expect(after.map(({ name }) => name)).toContain('Gisela Ortiz');
});
