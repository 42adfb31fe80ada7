import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { logIn, watchConsole } from './support';

test.describe.configure({ mode: 'serial' });

const TABLE =
  '<table><tbody><tr><th>Hora</th><th>Lugar</th></tr><tr><td>7:00</td><td>Amber Cove</td></tr></tbody></table>';
const STYLED = '<div class="aviso" style="text-align:center"><p>Traer protector solar</p></div>';

test(
  'EDITOR POST-10 a post saved in HTML with a table keeps the table through a Visual edit; a styled div stays ' +
    'in HTML with a note',
  async ({ page }) => {
    const errors = watchConsole(page);
    await logIn(page, 'owner');
    const created = await page.request.post('/api/blog/posts', {
      data: { title: 'Tabla de horarios', slug: 'tabla-de-horarios' },
    });
    const { id } = (await created.json()) as { id: number };
    const editUrl = `/ep-control/dueno/posts/${id}`;
    const editor = page.locator('.ProseMirror');
    const save = async () => {
      const saved = page.waitForResponse(
        (answer) => answer.request().method() === 'PUT' && answer.url().endsWith(`/api/blog/posts/${id}`),
      );
      await page.getByRole('button', { name: 'Guardar' }).click();
      expect((await saved).ok()).toBe(true);
    };

    // A table typed in HTML mode, then reloaded: it opens in Visual and a typed word keeps the table.
    await page.goto(editUrl);
    await page.getByRole('button', { name: 'HTML', exact: true }).click();
    await page.getByTestId('content-html').fill(`<p>Salidas</p>${TABLE}`);
    await save();
    await page.reload();
    await expect(editor.locator('table td')).toHaveText(['7:00', 'Amber Cove']);
    await editor.locator('p').first().click();
    await page.keyboard.press('End');
    await page.keyboard.type(' diarias');
    await save();
    const afterVisual = (await (await page.request.get(`/api/blog/posts/${id}`)).json()) as { content: string };
    expect(afterVisual.content).toContain('Salidas diarias');
    expect(afterVisual.content).toMatch(
      /<table[^>]*>.*<th[^>]*><p>Hora<\/p><\/th>.*<td[^>]*><p>Amber Cove<\/p><\/td>.*<\/table>/,
    );

    // A styled div cannot be shown in Visual: the post opens in HTML with a note, and a save keeps it whole.
    await page.getByRole('button', { name: 'HTML', exact: true }).click();
    await page.getByTestId('content-html').fill(`${STYLED}${TABLE}`);
    await save();
    await page.reload();
    await expect(page.getByText(/el editor visual no puede mostrar/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Visual' })).toBeDisabled();
    await expect(page.getByTestId('content-html')).toHaveValue(`${STYLED}${TABLE}`);
    await page.getByTestId('content-html').press('Control+End');
    await page.keyboard.type('<p>Nuevo</p>');
    await save();
    const afterHtml = (await (await page.request.get(`/api/blog/posts/${id}`)).json()) as { content: string };
    expect(afterHtml.content).toBe(`${STYLED}${TABLE}<p>Nuevo</p>`);
    expect(errors).toEqual([]);
  },
);

test('EDITOR the rich-text editor loads only with the screens that show one', async ({ page }) => {
  // The built chunk that carries tiptap's table extension (its node is named 'tableHeader').
  const assets = join(process.env.E2E_DIST ?? 'dist', 'app', 'assets');
  const editorChunks = readdirSync(assets).filter(
    (name) => name.endsWith('.js') && readFileSync(join(assets, name), 'utf8').includes('tableHeader'),
  );
  expect(editorChunks).toHaveLength(1);
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') loaded.push(request.url());
  });
  const editorLoaded = () => loaded.some((url) => url.endsWith(`/${editorChunks[0]}`));

  await logIn(page, 'owner');
  await page.getByRole('menuitem', { name: 'Pages' }).click();
  await expect(page.getByRole('link', { name: '+ Nueva Página' })).toBeVisible();
  expect(editorLoaded()).toBe(false);
  await page.getByRole('link', { name: '+ Nueva Página' }).click();
  await expect(page.locator('.ProseMirror')).toBeVisible();
  expect(editorLoaded()).toBe(true);
});
