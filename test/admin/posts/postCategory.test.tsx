import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, type DataProvider } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';

afterEach(() => localStorage.clear());

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

describe('inline category creation', () => {
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
