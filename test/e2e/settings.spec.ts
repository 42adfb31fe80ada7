import { expect, test } from '@playwright/test';
import { logIn, openSignedIn, watchConsole } from './support';

test.describe.configure({ mode: 'serial' });

test(
  'SET-01 SET-16 SET-23 the owner edits the Spanish home texts; the public read answers them and English ' +
    'keeps its own',
  async ({ page, request }) => {
    const errors = watchConsole(page);
    await logIn(page, 'owner');
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Español' }).click();
    const home = page.getByTestId('texts-home-es');
    await expect(home.getByRole('textbox', { name: 'book_ride' })).toHaveValue('Reservar traslado');
    await home.getByRole('textbox', { name: 'hero_title' }).fill('Su taxi de confianza en Puerto Plata');
    await home.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Home texts saved successfully')).toBeVisible();
    const es = (await (await request.get('/api/home-texts?lang=es')).json()) as { key: string; value: string }[];
    expect(es.find(({ key }) => key === 'hero_title')?.value).toBe('Su taxi de confianza en Puerto Plata');
    const en = (await (await request.get('/api/home-texts?lang=en')).json()) as { key: string; value: string }[];
    expect(en.find(({ key }) => key === 'hero_title')?.value).toBe('Taxi, tours and excursions in Puerto Plata');
    await page.reload();
    await page.getByRole('tab', { name: 'Español' }).click();
    await expect(page.getByTestId('texts-home-es').getByRole('textbox', { name: 'hero_title' })).toHaveValue(
      'Su taxi de confianza en Puerto Plata',
    );
    expect(errors).toEqual([]);
  },
);

test(
  'SET-04 SET-06 SET-10 the owner changes the site name and uploads a logo; the public header settings ' +
    'answer them',
  async ({ page, request }) => {
    await openSignedIn(page, 'owner', '/ep-control/dueno/settings');
    await page.getByRole('textbox', { name: 'Nombre del sitio' }).fill('Puerto Plata Rides');
    await page.getByLabel('Logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await expect(page.getByTestId('image-drop-logo').getByRole('img', { name: 'Vista previa' })).toHaveAttribute(
      'src',
      /^\/media\/[0-9a-f]{32}\.png$/,
    );
    await page.getByRole('button', { name: 'Guardar' }).first().click();
    await expect(page.getByText('Configuración guardada correctamente')).toBeVisible();
    const settings = (await (await request.get('/api/header-settings')).json()) as { siteName: string; logo: string };
    expect(settings.siteName).toBe('Puerto Plata Rides');
    expect(settings.logo).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
    expect((await request.get(settings.logo)).status()).toBe(200);
  },
);

test(
  'SET-05 the site settings are not saved without a site name: the field says El nombre del sitio es ' +
    'obligatorio and the form stays as typed',
  async ({ page }) => {
    await openSignedIn(page, 'owner', '/ep-control/dueno/settings');
    const saves: string[] = [];
    page.on('request', (request) => request.method() === 'PUT' && saves.push(request.url()));
    await page.getByRole('textbox', { name: 'Nombre del sitio' }).fill('');
    await page.getByRole('textbox', { name: 'Dirección' }).fill('Calle Beller 45, Puerto Plata');
    await page.getByRole('button', { name: 'Guardar' }).first().click();
    await expect(page.getByText('El nombre del sitio es obligatorio')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Dirección' })).toHaveValue('Calle Beller 45, Puerto Plata');
    expect(saves).toEqual([]);
  },
);
