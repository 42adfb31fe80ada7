import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, type DataProvider } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';

afterEach(() => localStorage.clear());

async function openNew(dataProvider: DataProvider = fakeDataProvider()) {
  const view = renderApp('owner', { path: 'posts/create', dataProvider });
  const title = await screen.findByLabelText(/^Título\s*\*?$/);
  return { ...view, title, slug: screen.getByLabelText(/^Slug/) };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

describe('post editor', () => {
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
