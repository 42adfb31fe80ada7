import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';

afterEach(() => localStorage.clear());

const rowNames = () => screen.getAllByTestId(/^nav-row-/).map((row) => within(row).getAllByRole('cell')[1].textContent);

async function openCreate(dataProvider = fakeDataProvider()) {
  renderApp('secretary', { path: 'navigation/create', dataProvider });
  return { name: await screen.findByLabelText(/Nombre/), url: screen.getByLabelText(/URL/) };
}

describe('navigation screen', () => {
  it('NAV-01 NAV-02 NAV-03 NAV-04 lists links by order with status, new-tab tick, Edit and Delete', async () => {
    renderApp('secretary', { path: 'navigation' });
    await waitFor(() => expect(rowNames()[0]).toBe('Home'));
    expect(rowNames()).toEqual([
      'Home',
      'Tours & Excursions',
      'Things to Do & Attractions',
      'Airport Transfers',
      'Sales & Rentals',
      'Blog',
      'About Us',
      'WhatsApp',
    ]);
    for (const header of ['Nombre', 'URL', 'Orden', 'Estado', 'Nueva pestaña'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    const sales = screen.getByTestId('nav-row-5');
    expect(within(sales).getByText('Inactivo')).toBeInTheDocument();
    expect(within(screen.getByTestId('nav-row-1')).getByText('Activo')).toBeInTheDocument();
    expect(within(screen.getByTestId('nav-row-8')).getByLabelText('Nueva pestaña')).toBeInTheDocument();
    expect(await within(sales).findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(within(sales).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ Add New Link' })).toBeInTheDocument();
  });

  it('NAV-01 searches by name and by URL', async () => {
    renderApp('secretary', { path: 'navigation' });
    await waitFor(() => expect(rowNames()).toHaveLength(8));
    // On a loaded machine the filter form can render again with the list's first (empty) filter after the first
    // keystroke and drop it; typing again, slower than the search's debounce, is what a person would do.
    // A search the form dropped after it was typed (the box shows it, the list does not) is typed again too.
    const search = (value: string, expected: string[]) => {
      let typedAt = 0;
      return waitFor(
        () => {
          const input = screen.getByPlaceholderText('Buscar por nombre o URL') as HTMLInputElement;
          if (input.value !== value || Date.now() - typedAt > 3000) {
            fireEvent.change(input, { target: { value: '' } });
            fireEvent.change(input, { target: { value } });
            typedAt = Date.now();
          }
          expect(rowNames()).toEqual(expected);
        },
        { interval: 1000 },
      );
    };
    await search('whatsapp', ['WhatsApp']);
    await search('/blog', ['Blog']);
  });

  it(
    'NAV-06 NAV-08 SHELL-25 the form has Activo, Abrir en nueva pestaña, Guardar, Cancelar and requires ' +
      'name and URL',
    async () => {
      await openCreate();
      expect(screen.getByLabelText('Activo')).toBeChecked();
      expect(screen.getByLabelText('Abrir en nueva pestaña')).not.toBeChecked();
      expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findAllByText('Nombre y URL son obligatorios')).toHaveLength(2);
    },
  );

  it('NAV-07 refuses a second /airport-transfers link before calling the server', async () => {
    const create = vi.fn();
    const { name, url } = await openCreate(fakeDataProvider({ create }));
    fireEvent.change(name, { target: { value: 'Traslados' } });
    fireEvent.change(url, { target: { value: '/airport-transfers' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe un enlace a Airport Transfers en la navegación.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('NAV-09 NAV-11 maps the legacy URL and renames Tours on create', async () => {
    const base = fakeDataProvider();
    const create = vi.fn(base.create);
    const { name, url } = await openCreate(fakeDataProvider({ create }));
    fireEvent.change(name, { target: { value: 'Tours' } });
    fireEvent.change(url, { target: { value: '/tours' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({
      name: 'Tours & Excursions',
      url: '/tours-and-excursions-in-puerto-plata',
      active: true,
      new_tab: false,
    });
  });

  it('NAV-10 NAV-12 maps /attractions and renames Attractions on create', async () => {
    const base = fakeDataProvider();
    const create = vi.fn(base.create);
    const { name, url } = await openCreate(fakeDataProvider({ create }));
    fireEvent.change(name, { target: { value: 'Attractions' } });
    fireEvent.change(url, { target: { value: '/attractions' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({
      name: 'Things to Do & Attractions',
      url: '/things-to-do-attractions-in-puerto-plata',
    });
  });

  it(
    'NAV-16 NAV-18 a failed create says Error al crear el elemento, a lost connection Error de conexión; the ' +
      'form keeps its values',
    async () => {
      const create = vi
        .fn()
        .mockRejectedValueOnce(new HttpError('boom', 500))
        .mockRejectedValueOnce(new HttpError('Error de conexión', 0));
      const { name, url } = await openCreate(fakeDataProvider({ create }));
      fireEvent.change(name, { target: { value: 'Blog 2' } });
      fireEvent.change(url, { target: { value: '/blog-2' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('Error al crear el elemento')).toBeInTheDocument();
      expect(screen.getByLabelText(/Nombre/)).toHaveValue('Blog 2');
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('Error de conexión')).toBeInTheDocument();
    },
  );

  it('NAV-13 NAV-19 delete asks ¿Seguro que deseas eliminar este enlace? and alerts when it fails', async () => {
    const remove = vi.fn().mockRejectedValue(new HttpError('boom', 500));
    renderApp('secretary', { path: 'navigation', dataProvider: fakeDataProvider({ delete: remove }) });
    const row = await screen.findByTestId('nav-row-6');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('¿Seguro que deseas eliminar este enlace?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /confirm/i }));
    expect(await screen.findByText('Error al eliminar el elemento')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('navigation', expect.objectContaining({ id: 6 }));
  });

  it('NAV-05 moving a row saves only the links whose order changed, one item each', async () => {
    const reorder = vi.fn().mockResolvedValue({ data: [] });
    renderApp('secretary', { path: 'navigation', dataProvider: fakeDataProvider({ reorder }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Bajar Home' }));
    await waitFor(() => expect(reorder).toHaveBeenCalledTimes(1));
    expect(reorder.mock.calls[0]).toEqual([
      'navigation',
      {
        items: [
          { id: 2, order: 1, version: 1 },
          { id: 1, order: 2, version: 1 },
        ],
      },
    ]);
  });

  it('NAV-20 a failed reorder alerts Error updating order. Please try again. and shows the stored order', async () => {
    const reorder = vi.fn().mockRejectedValue(new HttpError('boom', 500));
    renderApp('secretary', { path: 'navigation', dataProvider: fakeDataProvider({ reorder }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Bajar Home' }));
    expect(await screen.findByText('Error updating order. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()[0]).toBe('Home'));
  });

  it('NAV-15 a link that cannot be loaded says Error al cargar el elemento and returns to the list', async () => {
    const getOne = vi.fn().mockRejectedValue(new HttpError('Not found', 404));
    renderApp('secretary', { path: 'navigation/3', dataProvider: fakeDataProvider({ getOne }) });
    expect(await screen.findByText('Error al cargar el elemento')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId(/^nav-row-/).length).toBe(8));
  });

  it('NAV-07 NAV-17 editing saves the change and still refuses moving another link to /airport-transfers', async () => {
    const base = fakeDataProvider();
    const update = vi.fn(base.update);
    renderApp('secretary', { path: 'navigation/6', dataProvider: fakeDataProvider({ update }) });
    const name = await screen.findByLabelText(/Nombre/);
    await waitFor(() => expect(name).toHaveValue('Blog'));
    fireEvent.change(screen.getByLabelText(/URL/), { target: { value: '/airport-transfers' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe un enlace a Airport Transfers en la navegación.')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/URL/), { target: { value: '/blog' } });
    fireEvent.change(name, { target: { value: 'Blog EP' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toMatchObject({ name: 'Blog EP' });
    expect(await screen.findByText('Blog EP')).toBeInTheDocument();
  });

  it('NAV-17 a failed update says Error al actualizar el elemento', async () => {
    const update = vi.fn().mockRejectedValue(new HttpError('boom', 500));
    renderApp('secretary', { path: 'navigation/6', dataProvider: fakeDataProvider({ update }) });
    const name = await screen.findByLabelText(/Nombre/);
    await waitFor(() => expect(name).toHaveValue('Blog'));
    fireEvent.change(name, { target: { value: 'Blog EP' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error al actualizar el elemento')).toBeInTheDocument();
  });
});
