import { gzipSync } from 'node:zlib';
import { expect, request as apiRequest, test, type Page } from '@playwright/test';
import { logIn, openSignedIn, watchConsole } from './support';

test.describe.configure({ mode: 'serial' });

/** A visitor's read: a fresh request context, no session cookie. */
async function anonymousGet<T>(baseURL: string | undefined, path: string): Promise<T> {
  const context = await apiRequest.newContext({ baseURL });
  const answer = await (await context.get(path)).json();
  await context.dispose();
  return answer as T;
}

test(
  'FOOT-01 FOOT-02 FOOT-05 FOOT-07 FOOT-08 the owner edits the footer and saves it; it is kept and the public ' +
    'read has it',
  async ({ page, baseURL }) => {
    const errors = watchConsole(page);
    await logIn(page, 'owner');
    await page.getByRole('menuitem', { name: 'Footer' }).click();
    for (const section of [
      'Información de la empresa',
      'Contacto',
      'Redes sociales',
      'Enlaces rápidos',
      'Lugares de recogida',
      'Indicadores de confianza',
      'Derechos de autor',
    ]) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Initialize Default Content' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Eslogan' }).fill('Taxis y excursiones en Puerto Plata, 24/7');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Footer content saved successfully!')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Eslogan' })).toHaveValue(
      'Taxis y excursiones en Puerto Plata, 24/7',
    );
    const footer = await anonymousGet<{ id: number; tagline: string }>(baseURL, '/api/footer-content');
    expect(footer.tagline).toBe('Taxis y excursiones en Puerto Plata, 24/7');
    expect(footer.id).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  },
);

test('FOOT-04 a footer URL that is not a link is refused under its field and nothing is saved', async ({ page }) => {
  await openSignedIn(page, 'owner', '/ep-control/dueno/footer');
  await page.getByRole('textbox', { name: 'Facebook (URL)' }).fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('La URL debe empezar por / o por http:// o https://')).toBeVisible();
  await expect(page.getByText('Footer content saved successfully!')).toHaveCount(0);
});

test(
  'POL-01 POL-04 POL-06 the owner initializes the policies, then deactivates one; visitors no ' + 'longer get it',
  async ({ page, baseURL }) => {
    await logIn(page, 'owner');
    await page.getByRole('menuitem', { name: 'Policies' }).click();
    await page.getByRole('button', { name: 'Initialize Policies' }).first().click();
    const cards = page.getByTestId('policy-card');
    await expect(cards).toHaveCount(3);
    const cancellation = cards.filter({ hasText: 'Cancellation Policy' }).first();
    await expect(cancellation.getByTestId('policy-preview')).toContainText('Free cancellation');
    await cancellation.getByRole('button', { name: 'Deactivate' }).click();
    await expect(cancellation.getByText('Inactive')).toBeVisible();
    await expect(cancellation.getByRole('button', { name: 'Activate' })).toBeVisible();
    const visible = await anonymousGet<{ policy_type: string }[]>(baseURL, '/api/policies');
    expect(visible.map(({ policy_type }) => policy_type)).toEqual(['privacy', 'terms']);
    await page.reload();
    await expect(
      page.getByTestId('policy-card').filter({ hasText: 'Cancellation Policy' }).getByText('Inactive'),
    ).toBeVisible();
  },
);

test('FAQ-01 FAQ-02 FAQ-07 FAQ-08 the owner creates, edits and deletes an FAQ', async ({ page }) => {
  const errors = watchConsole(page);
  await logIn(page, 'owner');
  await page.getByRole('menuitem', { name: 'FAQ' }).click();
  await page.getByRole('link', { name: 'Añadir pregunta' }).click();
  // Exact: until the form replaces the list, 'Buscar preguntas' is a textbox whose name holds 'pregunta' too.
  await expect(page.getByRole('heading', { name: 'Nueva pregunta' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Pregunta', exact: true }).fill('¿Llevan sillas para bebés?');
  await page.getByRole('textbox', { name: 'Respuesta' }).fill('Sí, sin costo. Indíquelo al reservar.');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Saved!')).toBeVisible();
  const row = () => page.getByRole('row').filter({ hasText: '¿Llevan sillas' });
  await row().getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('textbox', { name: 'Pregunta', exact: true })).toHaveValue('¿Llevan sillas para bebés?');
  await page.getByRole('textbox', { name: 'Pregunta', exact: true }).fill('¿Llevan sillas para bebés y niños?');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(row()).toContainText('¿Llevan sillas para bebés y niños?');
  await row()
    .getByRole('button', { name: /Borrar|Eliminar/ })
    .click();
  await expect(page.getByText('Delete this FAQ?')).toBeVisible();
  await page.getByRole('button', { name: /Confirmar|Confirm/ }).click();
  await expect(page.getByText('Deleted!')).toBeVisible();
  await expect(row()).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('ABOUT-01 ABOUT-05 the owner saves About Us; the server keeps the HTML but not the script', async ({
  page,
  baseURL,
}) => {
  await logIn(page, 'owner');
  await page.getByRole('menuitem', { name: 'About Us' }).click();
  const content = page.getByRole('textbox', { name: 'Contenido (HTML)' });
  await expect(content).toHaveValue(/Puerto Plata/);
  await content.fill('<h2>Quiénes somos</h2><p>Choferes de Puerto Plata desde 2012.</p><script>alert(1)</script>');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved!')).toBeVisible();
  const about = await anonymousGet<{ content: string }>(baseURL, '/api/about-us');
  expect(about.content).toBe('<h2>Quiénes somos</h2><p>Choferes de Puerto Plata desde 2012.</p>');
});

const KB = 1000;
const REACT_ADMIN_MARK = 'ra.notification.logged_out';

/** The gzip size of every script a page fetched, and whether any of them is react-admin. */
function watchScripts(page: Page) {
  const scripts: Promise<{ gzipBytes: number; reactAdmin: boolean }>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js') && response.status() === 200) {
      scripts.push(
        response
          .body()
          .then((body) => ({ gzipBytes: gzipSync(body).length, reactAdmin: body.includes(REACT_ADMIN_MARK) })),
      );
    }
  });
  return scripts;
}

test.describe('on a 375 px phone, without logging in', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  async function openLight(page: Page, path: string) {
    const scripts = watchScripts(page);
    const errors = watchConsole(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts);
    expect(loaded.some(({ reactAdmin }) => reactAdmin)).toBe(false);
    expect(loaded.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0)).toBeLessThanOrEqual(150 * KB);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(page.url()).toContain(path);
    return errors;
  }

  test(
    'SHELL-01 PUB-01 PUB-02 the public FAQ page shows the FAQs in Spanish or English, light as the ' + 'login page',
    async ({ page }) => {
      const errors = await openLight(page, '/ep-control/faq');
      await page.getByRole('button', { name: 'Español' }).click();
      await expect(page.getByText('¿Cómo encuentro a mi chofer en el aeropuerto de Puerto Plata (POP)?')).toBeVisible();
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.getByText('How do I find my driver at Puerto Plata airport (POP)?')).toBeVisible();
      await expect(page.getByText('¿Cómo encuentro a mi chofer')).toHaveCount(0);
      expect(errors).toEqual([]);
    },
  );

  test('SHELL-01 PUB-01 PUB-02 the public About page shows the saved About Us', async ({ page }) => {
    const errors = await openLight(page, '/ep-control/about');
    await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();
    await expect(page.getByTestId('about-content')).toContainText('Choferes de Puerto Plata desde 2012.');
    expect(errors).toEqual([]);
  });

  test('SHELL-01 PUB-01 PUB-02 the public Media page shows the library images', async ({ page }) => {
    const errors = await openLight(page, '/ep-control/media');
    await expect(page.getByRole('img', { name: 'Cruise ship at the Amber Cove pier' })).toBeVisible();
    await page.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/ep-control\/faq$/);
    expect(errors).toEqual([]);
  });
});

test('FOOT-09 a failed footer save says Error saving footer content and keeps what was typed', async ({ page }) => {
  await openSignedIn(page, 'owner', '/ep-control/dueno/footer');
  await page.route('**/api/footer-content**', (route) =>
    route.request().method() === 'GET' ? route.continue() : route.fulfill({ status: 500, body: '{"error":"boom"}' }),
  );
  await page.getByRole('textbox', { name: 'Horario de servicio' }).fill('Todos los días, de 6:00 a 23:00');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Error saving footer content')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Horario de servicio' })).toHaveValue(
    'Todos los días, de 6:00 a 23:00',
  );
});
