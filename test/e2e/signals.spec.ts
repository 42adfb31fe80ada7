import { expect, test, type Locator, type Page } from '@playwright/test';
import { confirmDialog, openSignedIn, signInByApi } from './support';

test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

const AREA = '/ep-control/dueno';
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The element's text is not cut: what it needs fits in what it has. */
async function expectWhole(locator: Locator) {
  await expect(locator).toBeVisible();
  const { scrollWidth, clientWidth } = await locator.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// These tests are about screens, not signing in: each signs in through the API (openSignedIn, or signInByApi when
// it calls the API before it opens the screen), sparing the login page's load and the dashboard's.
async function open(page: Page, path: string) {
  await page.goto(`${AREA}/${path}`);
}

test('ATTR-04 STAFF Añadir atracción shows its whole label at every width', async ({ page }) => {
  await signInByApi(page, 'owner');
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await open(page, 'attractions');
    await expectWhole(page.getByRole('link', { name: 'Añadir atracción' }));
  }
});

test('TOUR-06 STAFF on a 375 px phone the tour form scrolls its tabs with arrows and reaches the last one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openSignedIn(page, 'owner', `${AREA}/tours/new`);
  const last = page.getByRole('tab', { name: 'Settings' });
  await expect(page.getByRole('tab', { name: 'Basic Info' })).toBeVisible();
  const arrows = page.locator('.MuiTabScrollButton-root');
  await expect(arrows).toHaveCount(2);
  await arrows.last().click();
  await arrows.last().click();
  await last.click();
  await expect(last).toHaveAttribute('aria-selected', 'true');
  const box = (await last.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
});

test('SEO-27 STAFF a click down the checklist cycles each item: no tooltip covers the next icon', async ({ page }) => {
  await openSignedIn(page, 'owner', `${AREA}/seo/checklist`);
  const icons = page.getByRole('button', { name: /: (Correcto|Mejorable|Falta)$/ });
  await expect(icons.first()).toBeVisible();
  for (const index of [0, 1, 2]) {
    const icon = icons.nth(index);
    const before = await icon.getAttribute('aria-label');
    // Where a person clicks, whatever lies on top (a locator's click would wait for a covering tooltip to go).
    const box = (await icon.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(icons.nth(index)).not.toHaveAttribute('aria-label', before!);
  }
});

test('POST-16 STAFF on a phone the post slug stays readable beside its suggest button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openSignedIn(page, 'owner', `${AREA}/posts/create`);
  const slug = page.getByLabel(/^Slug/);
  await expect(slug).toBeVisible();
  const button = page.getByRole('button', { name: /Generar desde el título|from the title/i });
  const [slugBox, buttonBox] = [(await slug.boundingBox())!, (await button.boundingBox())!];
  expect(overlap(slugBox, buttonBox)).toBe(false);
  expect(slugBox.width).toBeGreaterThan(250);
});

test('SEO-27 STAFF the keyword finder reaches its Tendencia (trend) column on a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openSignedIn(page, 'owner', `${AREA}/seo/keywords`);
  const trend = page.getByRole('columnheader', { name: 'Tendencia' });
  await expect(trend).toBeAttached();
  // The table scrolls inside a box that fits the phone, and the page itself is no wider than the phone.
  const table = page.getByRole('table');
  const container = table.locator('xpath=..');
  const fits = (await container.boundingBox())!;
  expect(fits.x + fits.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await container.hover();
  await page.mouse.wheel(1000, 0);
  await expect
    .poll(async () => {
      const box = (await trend.boundingBox())!;
      return box.x >= 0 && box.x + box.width <= 375;
    })
    .toBe(true);
});

test('STAFF a user email is shown whole when the screen has room for it', async ({ page }) => {
  const email = 'reservaciones.puertoplata@gmail.com';
  await page.setViewportSize({ width: 1366, height: 800 });
  await signInByApi(page, 'owner');
  const created = await page.request.post('/api/users', {
    data: { username: 'signals.email', email, role: 'Driver', status: 'active', phone: '', vehicle: '', plate: '' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await open(page, 'users');
  await expectWhole(page.getByText(email, { exact: true }));
});

test('MEDIA-02 STAFF an uploaded name with quotes reads as typed, not %22', async ({ page }) => {
  await openSignedIn(page, 'owner', `${AREA}/media`);
  await page
    .getByTestId('media-upload-input')
    .setInputFiles({ name: 'Playa "Dorada".png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('row').filter({ hasText: 'Playa "Dorada".png' })).toHaveCount(1);
  await expect(page.getByText('%22')).toHaveCount(0);
});

test.describe('dates in an en-US browser in Tokyo', () => {
  test.use({ locale: 'en-US', timezoneId: 'Asia/Tokyo' });

  test('STAFF a page dated 2 Oct reads 2 oct 2026, never 10/2/2026', async ({ page }) => {
    await signInByApi(page, 'owner');
    const created = await page.request.post('/api/pages', {
      data: { title: 'Fechas de octubre', content: '', status: 'draft', date: '2026-10-02' },
    });
    expect(created.status()).toBe(201);
    await open(page, 'pages');
    const row = page.getByRole('row').filter({ hasText: 'Fechas de octubre' });
    await expect(row).toContainText('2 oct 2026');
    await expect(row).not.toContainText('10/2/2026');
  });

  test(
    'CONTACT-03 STAFF a message reads at Puerto Plata time in the chosen language, whatever the ' + 'browser zone',
    async ({ page, request }) => {
      const sent = await request.post('/api/contact', {
        data: {
          nombre: 'Fecha Tester',
          email: 'fecha@example.com',
          asunto: 'Hora',
          mensaje: '¿Qué hora es en Puerto Plata?',
        },
      });
      expect(sent.status()).toBe(201);
      await signInByApi(page, 'owner');
      const { id } = (await sent.json()) as { id: number };
      const { fecha } = (await (await page.request.get(`/api/contact/${id}`)).json()) as { fecha: string };
      const wall = new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Santo_Domingo',
        hourCycle: 'h23',
        hour: 'numeric',
        minute: '2-digit',
      }).formatToParts(new Date(fecha));
      const part = (type: string) => wall.find((entry) => entry.type === type)!.value;
      await open(page, 'contact');
      const row = page.getByRole('row').filter({ hasText: 'Fecha Tester' });
      // Spanish writes the hour with two digits (date-fns' es 'p' is HH:mm): 00:06, 09:30, 14:05.
      await expect(row).toContainText(`, ${part('hour').padStart(2, '0')}:${part('minute')}`);
    },
  );
});

test('TOUR-10 STAFF a new tour gets its slug from its name as a post does', async ({ page }) => {
  await openSignedIn(page, 'owner', `${AREA}/tours/new`);
  await page.getByLabel(/^Tour Name/).fill('Saltos de Damajagua & Playa Sosúa');
  await expect(page.getByLabel(/^Slug/)).toHaveValue('saltos-de-damajagua-playa-sosua');
});

test('TOUR-25 STAFF a refused upload says Error uploading image, then why', async ({ page }) => {
  await openSignedIn(page, 'owner', `${AREA}/tours/new`);
  await page.getByRole('tab', { name: 'Media' }).click();
  await page
    .getByTestId('image-drop-background_image')
    .locator('input[type=file]')
    .setInputFiles({
      name: 'precios.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Traslado POP - Sosúa: 35 USD\n'.repeat(30)),
    });
  await expect(
    page.getByText('Error uploading image: El archivo no es una imagen JPEG, PNG, WebP o GIF').first(),
  ).toBeVisible();
});

test('SET-07 STAFF the favicon takes a PNG or ICO only: a JPEG is refused with the reason', async ({ page }) => {
  await openSignedIn(page, 'owner', `${AREA}/settings`);
  await page
    .getByTestId('image-drop-favicon')
    .locator('input[type=file]')
    .setInputFiles({ name: 'icono.jpg', mimeType: 'image/jpeg', buffer: PNG });
  await expect(page.getByText('Este archivo no se admite aquí; usa PNG, ICO')).toBeVisible();
});

test('SEO-08 STAFF saving an SEO entry says so', async ({ page }) => {
  await openSignedIn(page, 'owner', `${AREA}/seo/pages`);
  await page.getByRole('row').nth(1).getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Datos SEO guardados')).toBeVisible();
  await expect(page).toHaveURL(/\/dueno\/seo\/pages$/);
});

test('DASH-01 the owner dashboard shows the SEO checklist under its score, read-only', async ({ page }) => {
  await openSignedIn(page, 'owner', AREA);
  const checklist = page.getByRole('img', { name: /: (Correcto|Mejorable|Falta)$/ });
  await expect(checklist.first()).toBeVisible();
  expect(await checklist.count()).toBeGreaterThan(2);
  await expect(page.getByRole('button', { name: /: (Correcto|Mejorable|Falta)$/ })).toHaveCount(0);
});

test(
  'ADS-06 ADS-07 ADS-11 STAFF the ads filters say Todos los estados and Todos los tipos; an empty result shows ' +
    'no Showing 0-0 of 0',
  async ({ page }) => {
    await openSignedIn(page, 'owner', `${AREA}/advertising`);
    await expect(page.getByText('Todos los estados')).toBeVisible();
    await expect(page.getByText('Todos los tipos')).toBeVisible();
    await page.getByPlaceholder('Search by title or plan...').fill('no-such-advertisement-zz');
    await expect(page.getByText('No se encontraron anuncios.')).toBeVisible();
    await expect(page.getByText(/Showing 0/)).toHaveCount(0);
  },
);

test(
  'ADS-03 ADS-16 ADS-21 STAFF a cancelled ad counts no days and offers no Mark as Paid; revenue counts paid ' +
    'ads, pending beside it',
  async ({ page }) => {
    await signInByApi(page, 'owner');
    const plans = (await (await page.request.get('/api/advertising-plans')).json()) as {
      id: number;
      price_usd: number;
      is_active: boolean;
    }[];
    const plan = plans.find((entry) => entry.is_active && entry.price_usd > 0)!;
    // A property no ad names yet, so the row found by its title is this test's ad whatever ran before on this server.
    const ads = (await (await page.request.get('/api/advertisements?range=[0,999]')).json()) as { title: string }[];
    const properties = (await (await page.request.get('/api/properties')).json()) as { id: number; title: string }[];
    const property = properties.find(({ title }) => !ads.some((existing) => existing.title === title))!;
    const stats = async () =>
      (await (await page.request.get('/api/advertisements/stats')).json()) as { revenue: number; pending: number };
    const before = await stats();
    const created = await page.request.post('/api/property-advertisements', {
      data: { plan_id: plan.id, property_id: property.id },
    });
    expect(created.status(), await created.text()).toBe(201);
    const ad = (await created.json()) as { id: number; title: string };
    expect((await stats()).pending).toBeCloseTo(before.pending + plan.price_usd);
    await open(page, 'advertising');
    await page.getByPlaceholder('Search by title or plan...').fill(ad.title);
    const row = page.getByRole('row').filter({ hasText: ad.title });
    await expect(row.getByRole('button', { name: 'Mark as Paid' })).toBeVisible();
    await row.getByRole('button', { name: 'Cancel' }).click();
    await confirmDialog(page, 'Cancelar anuncio');
    await expect(row.getByRole('button', { name: 'Mark as Paid' })).toHaveCount(0);
    await expect(row).not.toContainText(/\d+d left/);
    const usd = (amount: number) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
    await expect(page.getByLabel('Total Revenue')).toHaveText(usd(before.revenue));
    await expect(page.getByLabel('Ingresos pendientes')).toContainText(usd(before.pending));
  },
);
