import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, type DataProvider } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { englishOrKeys, visibleLines } from '../i18n/englishPhrases';

afterEach(() => localStorage.clear());

describe('inline category creation', () => {
  async function openNewCategory(dataProvider: DataProvider) {
    renderApp('owner', { path: 'posts/create', dataProvider });
    fireEvent.click(await screen.findByRole('button', { name: '+ New' }));
    const dialog = await screen.findByRole('dialog');
    return {
      dialog,
      name: within(dialog).getByLabelText(/^Nombre/),
      slug: within(dialog).getByLabelText(/^Slug/),
      save: () => fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' })),
    };
  }

  it('POST-13 POST-27 + New creates a category {name, slug, description} and selects it for the post', async () => {
    const dataProvider = fakeDataProvider();
    const create = vi.spyOn(dataProvider, 'create');
    const { dialog, name, slug, save } = await openNewCategory(dataProvider);
    fireEvent.change(name, { target: { value: 'Playas del Norte' } });
    expect(slug).toHaveValue('playas-del-norte');
    fireEvent.change(within(dialog).getByLabelText(/^Descripción/), { target: { value: 'Sosúa, Cabarete y más' } });
    save();
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith('categories', {
        data: { name: 'Playas del Norte', slug: 'playas-del-norte', description: 'Sosúa, Cabarete y más' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Categoría/ })).toHaveTextContent('Playas del Norte'),
    );
  });

  it('POST-28 name and slug are required: "Name and slug are required", nothing sent', async () => {
    const dataProvider = fakeDataProvider();
    const create = vi.spyOn(dataProvider, 'create');
    const { dialog, name, slug, save } = await openNewCategory(dataProvider);
    fireEvent.change(name, { target: { value: 'Solo nombre' } });
    fireEvent.change(slug, { target: { value: '' } });
    save();
    expect(await within(dialog).findByText('Name and slug are required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('POST-29 POST-30 POST-31 a refusal shows the server message and keeps what was typed', async () => {
    const message = 'A category with this name already exists.';
    const create = vi.fn().mockRejectedValueOnce(new HttpError(message, 400, { errors: { name: message } }));
    const { dialog, name, save } = await openNewCategory(fakeDataProvider({ create }));
    fireEvent.change(name, { target: { value: 'EXCURSIONES' } });
    save();
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(name).toHaveValue('EXCURSIONES');
  });

  it('POST-31 a failure without a message shows "Error creating category"', async () => {
    const create = vi.fn().mockRejectedValueOnce(new HttpError('', 500));
    const { dialog, name, save } = await openNewCategory(fakeDataProvider({ create }));
    fireEvent.change(name, { target: { value: 'Nueva' } });
    save();
    expect(await within(dialog).findByText('Error creating category')).toBeInTheDocument();
  });

  it('POST-31 STAFF a server fault shows "Error creating category", not its status text', async () => {
    const create = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('Internal Server Error', 500, { error: 'Internal Server Error' }));
    const { dialog, name, save } = await openNewCategory(fakeDataProvider({ create }));
    fireEvent.change(name, { target: { value: 'Nueva' } });
    save();
    expect(await within(dialog).findByText('Error creating category')).toBeInTheDocument();
    expect(within(dialog).queryByText('Internal Server Error')).toBeNull();
  });
});

describe('post content editor', () => {
  const image = (name = 'cayo-arena.jpg', type = 'image/jpeg') =>
    new File([new Uint8Array([255, 216, 255, 0])], name, { type });

  /** jsdom lays nothing out: the style rules that apply to an element say its height. */
  const declaredHeights = (element: Element) =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter(
        (rule): rule is CSSStyleRule =>
          rule instanceof CSSStyleRule && Boolean(rule.style.height) && element.matches(rule.selectorText),
      )
      .map((rule) => `${rule.style.height}${rule.style.getPropertyPriority('height') ? ' !important' : ''}`);

  async function openPost(dataProvider: DataProvider = fakeDataProvider(), path = 'posts/5') {
    const view = renderApp('owner', { path, dataProvider });
    const editor = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ProseMirror');
      if (!found || !found.textContent) throw new Error('editor not loaded yet');
      return found;
    });
    return { ...view, editor };
  }

  it("POST-10 I18N the post editor has the page editor's heading control, named in Spanish", async () => {
    await openPost();
    expect(await screen.findByRole('navigation', { name: 'Elegir el nivel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Negrita' })).toBeInTheDocument();
  });

  it('POST-10 edits the content visually or as HTML; both edit the same content', async () => {
    await openPost();
    expect(document.querySelector('.ProseMirror')).toHaveTextContent('Paradise Island is a sandbar');
    fireEvent.click(screen.getByRole('button', { name: 'HTML' }));
    const html = await screen.findByTestId('content-html');
    expect((html as HTMLTextAreaElement).value).toContain('<p>Paradise Island is a sandbar');
    fireEvent.change(html, { target: { value: '<h2>Cayo Arena</h2><p>Arena blanca</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Visual' }));
    await waitFor(() => expect(document.querySelector('.ProseMirror h2')).toHaveTextContent('Cayo Arena'));
    expect(document.querySelector('.ProseMirror')).toHaveTextContent('Arena blanca');
  });

  it('POST-10 "Pegar HTML en Visual" renders pasted HTML inside the visual editor', async () => {
    await openPost();
    fireEvent.click(screen.getByRole('button', { name: 'Pegar HTML en Visual' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('HTML a pegar'), {
      target: { value: '<h3>Horario</h3><ul><li>7:00 salida</li></ul>' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insertar' }));
    await waitFor(() => expect(document.querySelector('.ProseMirror h3')).toHaveTextContent('Horario'));
    expect(document.querySelector('.ProseMirror li')).toHaveTextContent('7:00 salida');
  });

  it('POST-11 the content editor is 800 px tall in either mode', async () => {
    const { editor } = await openPost();
    expect(declaredHeights(editor)).toEqual(['800px']);
    // The HTML field sizes itself to its text by an inline style; only an important rule beats it.
    fireEvent.click(screen.getByRole('button', { name: 'HTML' }));
    expect(declaredHeights(await screen.findByTestId('content-html'))).toContain('800px !important');
  });

  it('POST-12 the editor is bundled: no external editor script or key is loaded', async () => {
    const { editor } = await openPost();
    expect(editor).toHaveAttribute('contenteditable', 'true');
    const external = [...document.querySelectorAll('script[src], iframe[src]')].map((node) => node.getAttribute('src'));
    expect(external).toEqual([]);
  });

  it('POST-15 an image for the content goes to uploadImage and lands in the editor', async () => {
    const dataProvider = fakeDataProvider();
    const upload = vi.spyOn(
      dataProvider as DataProvider & { uploadImage(file: File): Promise<{ url: string }> },
      'uploadImage',
    );
    await openPost(dataProvider);
    fireEvent.change(screen.getByTestId('content-image-file'), { target: { files: [image()] } });
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(document.querySelector('.ProseMirror')?.innerHTML).toMatch(
        /<img[^>]+src="\/media\/uploaded-[^"]*cayo-arena\.jpg"/,
      ),
    );
  });

  it('POST-15 a failed upload shows the alert "Error uploading image", then the server\'s reason', async () => {
    const uploadImage = vi.fn().mockRejectedValue(new HttpError('The file is not an image', 400));
    await openPost(fakeDataProvider({ uploadImage }));
    fireEvent.change(screen.getByTestId('content-image-file'), { target: { files: [image()] } });
    expect(await screen.findByText('Error uploading image: The file is not an image')).toBeInTheDocument();
    expect(document.querySelector('.ProseMirror img')).toBeNull();
  });

  it('POST-14 the featured image shows a preview, uploads a new one and can be removed', async () => {
    const dataProvider = fakeDataProvider();
    const update = vi.spyOn(dataProvider, 'update');
    await openPost(dataProvider, 'posts/1');
    const zone = screen.getByTestId('image-drop-featured_image');
    expect(within(zone).getByRole('img')).toHaveAttribute('src', '/media/damajagua-falls.jpg');
    fireEvent.click(within(zone).getByRole('button', { name: /Quitar|Eliminar|Remove/ }));
    await waitFor(() => expect(within(zone).queryByRole('img')).toBeNull());
    fireEvent.change(zone.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [image('portada.png', 'image/png')] },
    });
    await waitFor(() => expect(within(zone).getByRole('img').getAttribute('src')).toMatch(/portada\.png$/));
    fireEvent.click(within(zone).getByRole('button', { name: /Quitar|Eliminar|Remove/ }));
    await waitFor(() => expect(within(zone).queryByRole('img')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][1].data).toMatchObject({ featured_image: '' });
  });

  it(
    'STAFF POST-10 content the visual editor cannot show (table, div, inline style) opens in HTML with a note ' +
      'and is saved whole',
    async () => {
      const dataProvider = fakeDataProvider();
      const rich =
        '<table><tr><td style="font-size: 18px">7:00</td><td>Salida</td></tr></table><div ' +
        'class="nota"><p>Traer protector solar</p></div>';
      const { data: post } = await dataProvider.getOne('posts', { id: 5 });
      await dataProvider.update('posts', { id: 5, data: { content: rich }, previousData: post });
      const update = vi.spyOn(dataProvider, 'update');
      renderApp('owner', { path: 'posts/5', dataProvider });
      const html = await screen.findByTestId('content-html');
      expect((html as HTMLTextAreaElement).value).toBe(rich);
      expect(screen.getByText(/el editor visual no puede mostrar/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Visual' })).toBeDisabled();
      fireEvent.change(html, { target: { value: `${rich}<p>Nuevo</p>` } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
      expect(update.mock.calls[0][1].data.content).toBe(`${rich}<p>Nuevo</p>`);
    },
  );
});

describe('post editor', () => {
  async function openNew(dataProvider: DataProvider = fakeDataProvider()) {
    const view = renderApp('owner', { path: 'posts/create', dataProvider });
    const title = await screen.findByLabelText(/^Título\s*\*?$/);
    return { ...view, title, slug: screen.getByLabelText(/^Slug/) };
  }

  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

  it(
    'POST-09 POST-14 has every field of the spec: title, slug, summary, content, featured image, status, ' +
      'category, SEO, Open Graph, twitter card, canonical, robots, tags',
    async () => {
      await openNew();
      for (const label of [
        /^Resumen/,
        /^Título SEO/,
        /^Descripción SEO/,
        /^Palabras clave SEO/,
        /^Título Open Graph/,
        /^Descripción Open Graph/,
        /^Imagen Open Graph/,
        /^URL canónica/,
        /^Etiquetas/,
      ]) {
        expect(screen.getByLabelText(label)).toBeInTheDocument();
      }
      // The category select shows once the categories have arrived.
      for (const combobox of [/Estado/, /Categoría/, /Tarjeta de Twitter/, /Meta robots/])
        expect(await screen.findByRole('combobox', { name: combobox })).toBeInTheDocument();
      expect(screen.getByText('Contenido', { selector: 'label, span, legend' })).toBeInTheDocument();
      expect(screen.getByText('Imagen destacada')).toBeInTheDocument();
      expect(screen.getByTestId('image-drop-featured_image')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '+ New' })).toBeInTheDocument();
    },
  );

  it(
    'POST-20 POST-21 POST-22 POST-23 a new post starts as Borrador, summary, index,follow; status is a select ' +
      'of draft or published',
    async () => {
      await openNew();
      expect(screen.getByRole('combobox', { name: /Estado/ })).toHaveTextContent('Borrador');
      expect(screen.getByRole('combobox', { name: /Tarjeta de Twitter/ })).toHaveTextContent('summary');
      expect(screen.getByRole('combobox', { name: /Meta robots/ })).toHaveTextContent('index,follow');
      fireEvent.mouseDown(screen.getByRole('combobox', { name: /Estado/ }));
      const options = within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent);
      expect(options).toEqual(['Borrador', 'Publicado']);
    },
  );

  it('POST-18 POST-19 offers the spec twitter cards and robots meta values', async () => {
    await openNew();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Tarjeta de Twitter/ }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['summary', 'summary_large_image', 'app', 'player']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Meta robots/ }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['index,follow', 'noindex,follow', 'index,nofollow', 'noindex,nofollow']);
  });

  it('POST-16 title and slug are required; the slug follows the title with accents folded', async () => {
    const create = vi.fn();
    const { title, slug } = await openNew(fakeDataProvider({ create }));
    fireEvent.change(title, { target: { value: 'Teleférico a Isabel de Torres' } });
    await waitFor(() => expect(slug).toHaveValue('teleferico-a-isabel-de-torres'));
    fireEvent.change(title, { target: { value: '' } });
    fireEvent.change(slug, { target: { value: '' } });
    save();
    expect(await screen.findByText('El título es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El slug es obligatorio')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it(
    'POST-07 POST-08 POST-24 tags typed with commas are sent as a list; a new post then opens its ' + 'edit page',
    async () => {
      const dataProvider = fakeDataProvider();
      const create = vi.spyOn(dataProvider, 'create');
      const { title, router } = await openNew(dataProvider);
      fireEvent.change(title, { target: { value: 'Ocean World en familia' } });
      fireEvent.change(screen.getByLabelText(/^Etiquetas/), { target: { value: ' delfines, , familia ,Cofresí, ' } });
      expect(screen.getByLabelText(/^Etiquetas/)).toHaveValue(' delfines, , familia ,Cofresí, ');
      save();
      await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
      expect(create.mock.calls[0][1].data).toMatchObject({
        title: 'Ocean World en familia',
        slug: 'ocean-world-en-familia',
        tags: ['delfines', 'familia', 'Cofresí'],
        status: 'draft',
        twitter_card: 'summary',
        robots_meta: 'index,follow',
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/ep-control/dueno/posts/13'));
    },
  );

  it('POST-24 a create answer without an id goes back to the list', async () => {
    const create = vi.fn().mockResolvedValue({ data: { title: 'Sin id' } });
    const { title, router } = await openNew(fakeDataProvider({ create }));
    fireEvent.change(title, { target: { value: 'Sin id' } });
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ep-control/dueno/posts'));
  });

  it('POST-34 a failed save says "Error saving post" and keeps everything typed', async () => {
    const create = vi.fn().mockRejectedValue(new HttpError('boom', 500));
    const { title, slug } = await openNew(fakeDataProvider({ create }));
    fireEvent.change(title, { target: { value: 'Cayo Arena en catamarán' } });
    fireEvent.change(screen.getByLabelText(/^Resumen/), { target: { value: 'Snorkel y playa' } });
    fireEvent.change(screen.getByLabelText(/^Etiquetas/), { target: { value: 'snorkel, playa' } });
    save();
    expect(await screen.findByText('Error saving post')).toBeInTheDocument();
    expect(title).toHaveValue('Cayo Arena en catamarán');
    expect(slug).toHaveValue('cayo-arena-en-catamaran');
    expect(screen.getByLabelText(/^Resumen/)).toHaveValue('Snorkel y playa');
    expect(screen.getByLabelText(/^Etiquetas/)).toHaveValue('snorkel, playa');
  });

  it('POST-25 an edited post stays on its page and says "Post saved successfully!"', async () => {
    const dataProvider = fakeDataProvider();
    const update = vi.spyOn(dataProvider, 'update');
    const { router } = renderApp('owner', { path: 'posts/5', dataProvider });
    const title = await screen.findByLabelText(/^Título\s*\*?$/);
    await waitFor(() => expect(title).toHaveValue('Paradise Island: a day on Cayo Arena'));
    expect(screen.getByLabelText(/^Slug/)).toHaveValue('paradise-island-a-day-on-cayo-arena');
    expect(screen.getByLabelText(/^Etiquetas/)).toHaveValue('Paradise Island, Cayo Arena, snorkel');
    fireEvent.change(title, { target: { value: 'Paradise Island: un día en Cayo Arena' } });
    save();
    expect(await screen.findByText('Post saved successfully!')).toBeInTheDocument();
    expect(update.mock.calls[0][1].data).toMatchObject({
      title: 'Paradise Island: un día en Cayo Arena',
      slug: 'paradise-island-a-day-on-cayo-arena',
    });
    expect(router.state.location.pathname).toBe('/ep-control/dueno/posts/5');
    expect(screen.getByLabelText(/^Título\s*\*?$/)).toHaveValue('Paradise Island: un día en Cayo Arena');
  });

  it('POST-33 a post that cannot be loaded says "Error loading post"', async () => {
    const getOne = vi.fn().mockRejectedValue(new HttpError('boom', 500));
    renderApp('owner', { path: 'posts/5', dataProvider: fakeDataProvider({ getOne }) });
    expect(await screen.findByText('Error loading post')).toBeInTheDocument();
  });

  it('POST-01 the spec routes posts/new and posts/edit/{id} open the new and edit screens', async () => {
    const view = renderApp('secretary', { path: 'posts/new' });
    await screen.findByLabelText(/^Título\s*\*?$/);
    expect(view.router.state.location.pathname).toBe('/ep-control/secretaria/posts/create');
    view.unmount();
    const edit = renderApp('owner', { path: 'posts/edit/2' });
    await waitFor(() =>
      expect(screen.getByLabelText(/^Título\s*\*?$/)).toHaveValue(
        'Cable car to Mount Isabel de Torres: tips for a clear view',
      ),
    );
    expect(edit.router.state.location.pathname).toBe('/ep-control/dueno/posts/2');
  });
});

describe('posts list', () => {
  const rows = () => screen.getAllByRole('row').slice(1);
  const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;

  it('POST-01 POST-05 lists posts at posts, each row with Edit and Delete', async () => {
    renderApp('owner', { path: 'posts' });
    const row = await rowOf('Paradise Island: a day on Cayo Arena');
    expect(within(row).getByText('paradise-island-a-day-on-cayo-arena')).toBeInTheDocument();
    expect(within(row).getByText('Publicado')).toBeInTheDocument();
    expect(await within(row).findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/ep-control\/dueno\/posts\/5$/),
    );
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('POST-03 POST-04 shows 10 a page, "Showing x to y of n posts", Previous, page numbers and Next', async () => {
    renderApp('owner', { path: 'posts' });
    expect(await screen.findByText('Showing 1 to 10 of 12 posts')).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    const pagination = screen.getByRole('navigation', { name: 'Paginación' });
    expect(within(pagination).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pagination).getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(within(pagination).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11 to 12 of 12 posts')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(pagination).getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.click(within(pagination).getByRole('button', { name: '1' }));
    expect(await screen.findByText('Showing 1 to 10 of 12 posts')).toBeInTheDocument();
  });

  it('POST-02 searches by title or slug', async () => {
    renderApp('owner', { path: 'posts' });
    await screen.findByText('Showing 1 to 10 of 12 posts');
    const search = screen.getByPlaceholderText('Buscar por título o slug');
    fireEvent.change(search, { target: { value: 'Cayo Arena' } });
    expect(await screen.findByText('Showing 1 to 1 of 1 posts')).toBeInTheDocument();
    expect(screen.getByText('Paradise Island: a day on Cayo Arena')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'back-on-time' } });
    expect(await screen.findByText('Amber Cove shore excursions that get you back on time')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('POST-06 says "No posts found" when there are none, and when a search finds none', async () => {
    const view = renderApp('owner', { path: 'posts', dataProvider: fakeDataProvider({}, { posts: [] }) });
    expect(await screen.findByText('No posts found')).toBeInTheDocument();
    view.unmount();
    renderApp('owner', { path: 'posts' });
    await screen.findByText('Showing 1 to 10 of 12 posts');
    fireEvent.change(screen.getByPlaceholderText('Buscar por título o slug'), { target: { value: 'zzzz-nada' } });
    expect(await screen.findByText('No posts found')).toBeInTheDocument();
  });

  it('POST-17 Delete asks "Are you sure you want to delete this post?" before deleting', async () => {
    const dataProvider = fakeDataProvider();
    const del = vi.spyOn(dataProvider, 'delete');
    renderApp('owner', { path: 'posts', dataProvider });
    const row = await rowOf('Paradise Island: a day on Cayo Arena');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to delete this post?')).toBeInTheDocument();
    expect(del).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('posts', expect.objectContaining({ id: 5 })));
    await waitFor(() => expect(screen.queryByText('Paradise Island: a day on Cayo Arena')).toBeNull());
  });

  it('POST-35 a failed delete shows "Error deleting post" and keeps the row', async () => {
    const del = vi.fn().mockRejectedValue(new HttpError('boom', 500));
    renderApp('owner', { path: 'posts', dataProvider: fakeDataProvider({ delete: del }) });
    const row = await rowOf('Paradise Island: a day on Cayo Arena');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: /confirm/i }));
    expect(await screen.findByText('Error deleting post')).toBeInTheDocument();
    expect(screen.getByText('Paradise Island: a day on Cayo Arena')).toBeInTheDocument();
  });

  it('POST-32 a failed list load shows "Error loading posts"', async () => {
    const getList = vi.fn().mockRejectedValue(new HttpError('boom', 500));
    renderApp('owner', { path: 'posts', dataProvider: fakeDataProvider({ getList }) });
    expect(await screen.findByText('Error loading posts')).toBeInTheDocument();
    expect(screen.queryByText('boom')).toBeNull();
  });

  it('POST-01 the secretary opens posts too, at secretaria/posts', async () => {
    renderApp('secretary', { path: 'posts' });
    expect(await screen.findByText('Showing 1 to 10 of 12 posts')).toBeInTheDocument();
  });
});

describe('posts screens in Spanish', () => {
  for (const [path, ready] of [
    ['posts', 'Showing 1 to 10 of 12 posts'],
    ['posts/create', 'Pegar HTML en Visual'],
    ['posts/1', 'Pegar HTML en Visual'],
  ]) {
    it(
      `SHELL-25 POST-09 /${path} shows the spec's words and Spanish labels, no react-admin English and ` +
        `no raw keys`,
      async () => {
        renderApp('owner', { path });
        expect((await screen.findAllByText(ready))[0]).toBeInTheDocument();
        expect(englishOrKeys(visibleLines())).toEqual([]);
      },
    );
  }
});
