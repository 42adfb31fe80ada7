import { expect, test, type Page } from '@playwright/test';
import { logIn, openSignedIn, watchConsole } from './support';

test.describe.configure({ mode: 'serial' });

test(
  'CONTACT-12 CONTACT-09 CONTACT-11 a visitor writes; the secretary opens the message, which becomes read, and ' +
    'leaves an internal note on the thread',
  async ({ page, request }) => {
    const errors = watchConsole(page);
    const sent = await request.post('/api/contact', {
      data: {
        nombre: 'Rafael Batista',
        email: 'rafa.batista@gmail.com',
        asunto: 'Taxi a Cabarete',
        mensaje: 'Buenas, ¿cuánto cuesta un taxi del hotel Casa Colonial a Cabarete el sábado?',
      },
    });
    expect(sent.status()).toBe(201);
    await logIn(page, 'secretary');
    await page.getByRole('menuitem', { name: 'Contact' }).click();
    await expect(page.getByText('New messages: 3')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Rafael Batista' });
    await expect(row).toContainText('NEW');
    await row.getByRole('link', { name: 'View' }).click();
    await expect(page.getByTestId('contact-original')).toContainText('Casa Colonial a Cabarete');
    await page.getByRole('button', { name: 'Nota interna' }).click();
    await page
      .getByRole('textbox', { name: 'Nota interna' })
      .fill('Le dijimos 40 USD por teléfono; falta la hora de recogida.');
    await page.getByRole('button', { name: 'Guardar nota interna' }).click();
    const note = page.getByTestId('contact-thread-line').filter({ hasText: 'Le dijimos 40 USD' });
    await expect(note).toContainText('secretaria');
    await expect(note).toContainText('Nota interna');
    await expect(page.getByRole('textbox', { name: 'Nota interna' })).toHaveValue('');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page.getByText('New messages: 2')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Rafael Batista' })).toContainText('READ');
    await page.reload();
    await page.getByRole('row').filter({ hasText: 'Rafael Batista' }).getByRole('link', { name: 'View' }).click();
    await expect(page.getByTestId('contact-thread')).toContainText('Le dijimos 40 USD');
    expect(errors).toEqual([]);
  },
);

test('CONTACT-07 the inline Are you sure? deletes a message only on Yes', async ({ page }) => {
  await openSignedIn(page, 'secretary', '/ep-control/secretaria/contact');
  const row = page.getByRole('row').filter({ hasText: 'Anna Schmidt' });
  await row.getByRole('button', { name: 'Delete' }).click();
  await row.getByRole('button', { name: 'No' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Delete' }).click();
  await row.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Anna Schmidt' })).toHaveCount(0);
});

test('SHELL-21 a visitor testimonial waits for the owner, who approves it; then the public read shows it', async ({
  page,
  request,
}) => {
  expect(
    (
      await request.post('/api/testimonials', {
        data: { name: 'Gisela Ortiz', text: 'Muy puntuales en Amber Cove.', rating: 5 },
      })
    ).status(),
  ).toBe(201);
  const before = (await (await request.get('/api/testimonials')).json()) as { name: string }[];
  expect(before.map(({ name }) => name)).not.toContain('Gisela Ortiz');
  await openSignedIn(page, 'owner', '/ep-control/dueno/testimonials');
  const row = page.getByRole('row').filter({ hasText: 'Gisela Ortiz' });
  await expect(row).toContainText('Pendiente');
  await row.getByRole('button', { name: 'Aprobar' }).click();
  await expect(row).toContainText('Aprobado');
  await page.context().clearCookies();
  const after = (await (await request.get('/api/testimonials')).json()) as { name: string }[];
  expect(after.map(({ name }) => name)).toContain('Gisela Ortiz');
});

/** A message of this test alone, deleted at its end so the other tests' counts are untouched. */
const visitorMessage = (nombre: string) => ({
  nombre,
  email: 'ines.almonte@example.com',
  telefono: '+1 (809) 555-0177',
  asunto: 'Excursión a Damajagua',
  mensaje: '¿Hay plazas para 3 personas el jueves?',
});
const newMessages = async (page: Page) =>
  Number((await page.getByText(/^New messages: \d+$/).textContent())?.replace(/\D/g, ''));

test('CONTACT-04 an open inbox shows a message posted meanwhile, and counts it in its badge, without a reload', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  await openSignedIn(page, 'secretary', '/ep-control/secretaria/contact');
  await expect(page.getByText(/^New messages: \d+$/)).toBeVisible();
  const before = await newMessages(page);
  // Set on this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { inboxStayedOpen: true }));
  const posted = await request.post('/api/contact', { data: visitorMessage('Inés Almonte Live') });
  expect(posted.status()).toBe(201);
  const row = page.getByRole('row').filter({ hasText: 'Inés Almonte Live' });
  // The inbox asks again on the bell's interval (5 s) on a loaded machine: allowed a few rounds.
  await expect(row).toContainText('NEW', { timeout: 20_000 });
  await expect(page.getByText(`New messages: ${before + 1}`)).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { inboxStayedOpen?: boolean }).inboxStayedOpen)).toBe(true);
  const { id } = (await posted.json()) as { id: number };
  expect((await page.request.delete(`/api/contact/${id}`)).status()).toBe(200);
  expect(errors).toEqual([]);
});

test(
  "CONTACT-04 CONTACT-09 without SMTP the reply leaves by mailto / WhatsApp / tel links; the guest's email and " +
    'phone are links; marking read lowers the badge at once',
  async ({ page, request }) => {
    const errors = watchConsole(page);
    // The e2e servers mail to an SMTP server (issue 39's guest emails, playwright.config.ts); this walk is the
    // reply of a server without one, so the app is told what such a server answers.
    await page.route('**/api/contact/delivery', (route) => route.fulfill({ json: { email: false } }));
    const posted = await request.post('/api/contact', { data: visitorMessage('Inés Almonte Links') });
    expect(posted.status()).toBe(201);
    const { id } = (await posted.json()) as { id: number };
    await openSignedIn(page, 'secretary', '/ep-control/secretaria/contact');
    const row = page.getByRole('row').filter({ hasText: 'Inés Almonte Links' });
    await expect(row).toContainText('NEW');
    const before = await newMessages(page);
    await row.getByRole('cell', { name: 'Inés Almonte Links' }).click();
    await expect(row).toContainText('READ');
    await expect(page.getByText(before > 1 ? `New messages: ${before - 1}` : 'All messages read ✓')).toBeVisible();

    await row.getByRole('link', { name: 'View' }).click();
    await expect(page.getByRole('link', { name: 'Escribir a ines.almonte@example.com' })).toHaveAttribute(
      'href',
      'mailto:ines.almonte@example.com',
    );
    await expect(page.getByRole('link', { name: 'Llamar al +1 (809) 555-0177' })).toHaveAttribute(
      'href',
      'tel:+18095550177',
    );
    const reply = 'Hola Inés, sí hay plazas: 45 USD por persona.';
    await page.getByRole('textbox', { name: 'Respuesta' }).fill(reply);
    await expect(page.getByText(/no hay SMTP configurado/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
    const mailto = new URL((await page.getByRole('link', { name: 'Responder por email' }).getAttribute('href'))!);
    expect([mailto.pathname, mailto.searchParams.get('subject'), mailto.searchParams.get('body')]).toEqual([
      'ines.almonte@example.com',
      'Re: Excursión a Damajagua',
      reply,
    ]);
    const whatsapp = new URL((await page.getByRole('link', { name: 'WhatsApp', exact: true }).getAttribute('href'))!);
    expect([whatsapp.host, whatsapp.pathname, whatsapp.searchParams.get('text')]).toEqual([
      'wa.me',
      '/18095550177',
      reply,
    ]);

    // The note keeps what was typed for the reply: switching loses nothing.
    await page.getByRole('button', { name: 'Nota interna' }).click();
    await expect(page.getByRole('textbox', { name: 'Nota interna' })).toHaveValue(reply);
    await page.getByRole('button', { name: 'Guardar nota interna' }).click();
    await expect(page.getByTestId('contact-thread-line').filter({ hasText: '45 USD' })).toContainText('Nota interna');
    expect((await page.request.delete(`/api/contact/${id}`)).status()).toBe(200);
    expect(errors).toEqual([]);
  },
);

test(
  'CONTACT-09 CONTACT-11 a note saved while the opened message is still being marked read joins the thread ' +
    '(the read came back after it)',
  async ({ page, request }) => {
    const errors = watchConsole(page);
    const sent = await request.post('/api/contact', {
      data: { nombre: 'Lucía Peña', email: 'lucia.pena@example.com', mensaje: '¿Hay taxi al aeropuerto a las 5?' },
    });
    const { id } = (await sent.json()) as { id: number };
    // The read reaches the server at once, but its answer is held until the note has been answered: on a slow
    // connection a quick hand saves the note in between.
    let answerRead = () => {};
    const noteAnswered = new Promise<void>((resolve) => (answerRead = resolve));
    await page.route(`**/api/contact/${id}`, async (route) => {
      const body = route.request().postData() ?? '';
      if (route.request().method() !== 'PUT' || body.includes('chat')) return route.continue();
      const response = await route.fetch();
      await noteAnswered;
      await route.fulfill({ response });
    });
    await openSignedIn(page, 'secretary', `/ep-control/secretaria/contact/${id}/show`);
    await expect(page.getByTestId('contact-original')).toContainText('aeropuerto a las 5');
    await page.getByRole('button', { name: 'Nota interna' }).click();
    await page.getByRole('textbox', { name: 'Nota interna' }).fill('Confirmado por teléfono.');
    const note = page.waitForResponse((answer) => answer.request().postData()?.includes('chat') ?? false);
    await page.getByRole('button', { name: 'Guardar nota interna' }).click();
    expect((await note).status()).toBe(200);
    const read = page.waitForResponse((answer) => answer.request().postData()?.includes('leido') ?? false);
    answerRead();
    expect((await read).status()).toBe(200);
    const line = page.getByTestId('contact-thread-line').filter({ hasText: 'Confirmado por teléfono.' });
    await expect(line).toContainText('secretaria');
    await expect(page.getByRole('textbox', { name: 'Nota interna' })).toHaveValue('');
    expect((await page.request.delete(`/api/contact/${id}`)).status()).toBe(200);
    expect(errors).toEqual([]);
  },
);
