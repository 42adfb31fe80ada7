import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, type DataProvider } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { today } from '../../../src/domain/common';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('pages screen', () => {
  it(
    'PAGE-01 PAGE-02 PAGE-03 shows title, status (Publicado/Borrador) and date with + Nueva Página, ' +
      'Editar, Eliminar',
    async () => {
      renderApp('secretary', { path: 'pages' });
      expect(await screen.findByText('Taxi from Puerto Plata Airport (POP)')).toBeInTheDocument();
      for (const header of ['Título', 'Estado', 'Fecha']) expect(screen.getByText(header)).toBeInTheDocument();
      expect(screen.getAllByText('Publicado')).toHaveLength(3);
      expect(screen.getAllByText('Borrador')).toHaveLength(2);
      expect(screen.getByRole('link', { name: '+ Nueva Página' })).toHaveAttribute(
        'href',
        '/ep-control/secretaria/pages/create',
      );
      const row = screen.getByText('Sosúa and Cabarete day trip').closest('tr')!;
      expect(await within(row).findByRole('link', { name: 'Editar' })).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    },
  );

  it('PAGE-03 Eliminar asks for confirmation before deleting the page', async () => {
    const base = fakeDataProvider();
    const del = vi.fn(base.delete);
    renderApp('secretary', { path: 'pages', dataProvider: fakeDataProvider({ delete: del }) });
    const row = (await screen.findByText('Sosúa and Cabarete day trip')).closest('tr')!;
    fireEvent.click(await within(row).findByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('¿Seguro que deseas eliminar esta página?')).toBeInTheDocument();
    expect(del).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(del).toHaveBeenCalled());
    expect(del.mock.calls[0][1]).toMatchObject({ previousData: { title: 'Sosúa and Cabarete day trip' } });
  });

  it(
    'PAGE-04 PAGE-06 the editor has title, rich content, a status select defaulting to Borrador, ' + 'and the date',
    async () => {
      renderApp('owner', { path: 'pages/create' });
      expect(await screen.findByLabelText(/Título/)).toBeInTheDocument();
      expect(screen.getByText('Contenido')).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: /Estado/ })).toHaveTextContent('Borrador');
      // The business's day (Puerto Plata), not UTC's: they differ from 00:00 to 04:00 UTC.
      expect(screen.getByLabelText('Fecha')).toHaveValue(today());
    },
  );

  it('PAGE-06 the date reads in the app format under the browser picker, whatever the browser locale', async () => {
    renderApp('owner', { path: 'pages/create' });
    const date = await screen.findByLabelText('Fecha');
    fireEvent.change(date, { target: { value: '2026-12-04' } });
    expect(await screen.findByText('4 dic 2026')).toBeInTheDocument();
    expect(date).toHaveAccessibleDescription('4 dic 2026');
  });

  it('PAGE-05 the title is required', async () => {
    const create = vi.fn();
    renderApp('owner', { path: 'pages/create', dataProvider: fakeDataProvider({ create }) });
    const title = await screen.findByLabelText(/Título/);
    fireEvent.change(title, { target: { value: 'x' } });
    fireEvent.change(title, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El título es obligatorio')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('PAGE-08 a failed save leaves the form open with what was typed, and no message', async () => {
    const create = vi.fn().mockRejectedValue(new HttpError('boom', 500));
    renderApp('owner', { path: 'pages/create', dataProvider: fakeDataProvider({ create }) });
    const title = await screen.findByLabelText(/Título/);
    fireEvent.change(title, { target: { value: 'Excursión a Cayo Arena' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][1].data).toMatchObject({ title: 'Excursión a Cayo Arena', status: 'draft' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled());
    expect(screen.getByLabelText(/Título/)).toHaveValue('Excursión a Cayo Arena');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/boom|error/i)).toBeNull();
  });

  it(
    'STAFF PAGE-04 the content image is uploaded as in the posts editor, with no native Image ' + 'URL prompt',
    async () => {
      const dataProvider = fakeDataProvider();
      const upload = vi.spyOn(
        dataProvider as DataProvider & { uploadImage(file: File): Promise<{ url: string }> },
        'uploadImage',
      );
      const prompt = vi.spyOn(window, 'prompt');
      renderApp('owner', { path: 'pages/create', dataProvider });
      await screen.findByLabelText(/Título/);
      expect(screen.queryByRole('button', { name: /^(Image|Imagen)$/ })).toBeNull();
      const file = new File([new Uint8Array([255, 216, 255, 0])], 'playa-dorada.jpg', { type: 'image/jpeg' });
      fireEvent.change(await screen.findByTestId('content-image-file'), { target: { files: [file] } });
      await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
      await waitFor(() =>
        expect(document.querySelector('.ProseMirror')?.innerHTML).toMatch(
          /<img[^>]+src="\/media\/uploaded-[^"]*playa-dorada\.jpg"/,
        ),
      );
      expect(prompt).not.toHaveBeenCalled();
    },
  );
});
