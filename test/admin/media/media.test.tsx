import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import type { MediaUse } from '../../../src/domain/media';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';

afterEach(() => localStorage.clear());

const uses: MediaUse[] = [
  { resource: 'posts', id: 1, label: 'Cofresí beach' },
  { resource: 'header-settings', id: 1, label: 'header-settings' },
];

describe('where a media file is used', () => {
  it('MEDIA the edit view lists the places that use the file', async () => {
    const mediaUsage = vi.fn().mockResolvedValue({ data: uses });
    renderApp('secretary', { path: 'media/2', dataProvider: fakeDataProvider({ mediaUsage }) });
    const list = await screen.findByRole('list', { name: 'Se usa en' });
    expect(within(list).getByText('Entrada «Cofresí beach»')).toBeInTheDocument();
    expect(within(list).getByText('Ajustes del encabezado')).toBeInTheDocument();
    expect(mediaUsage).toHaveBeenCalledWith(2);
  });

  it(
    'MEDIA the edit view says when no content uses the file, and saves whether the public media ' + 'page shows it',
    async () => {
      const dataProvider = fakeDataProvider();
      const update = vi.spyOn(dataProvider, 'update');
      renderApp('secretary', { path: 'media/2', dataProvider });
      expect(await screen.findByText('Ningún contenido usa este archivo.')).toBeInTheDocument();
      fireEvent.click(screen.getByLabelText('Mostrar en la página pública de medios'));
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(update).toHaveBeenCalled());
      expect(update.mock.calls[0][1].data).toMatchObject({ published: true });
    },
  );

  it(
    'MEDIA-06 STAFF a file in use says where before offering anything: its name in the title, the places, ' +
      'no Confirm',
    async () => {
      const mediaUsage = vi.fn().mockResolvedValue({ data: uses });
      const dataProvider = fakeDataProvider({ mediaUsage });
      const remove = vi.spyOn(dataProvider, 'delete');
      renderApp('secretary', { path: 'media', dataProvider });
      const row = (await screen.findByText('damajagua-falls.jpg')).closest('tr')!;
      fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog', { name: 'Eliminar «damajagua-falls.jpg»' });
      expect(await within(dialog).findByText('Entrada «Cofresí beach»')).toBeInTheDocument();
      expect(
        within(dialog).getByText(/No se puede eliminar: este archivo se usa en los lugares de abajo/),
      ).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: /Confirmar|Confirm/ })).toBeNull();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(remove).not.toHaveBeenCalled();
    },
  );

  it('MEDIA-06 STAFF a file no content uses is deleted after the confirmation its title names', async () => {
    renderApp('secretary', { path: 'media' });
    const row = (await screen.findByText('damajagua-falls.jpg')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar «damajagua-falls.jpg»' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByText('damajagua-falls.jpg')).toBeNull());
  });

  it('MEDIA a delete refused because the file is in use (409 in_use) says where, and keeps the row', async () => {
    const refusal = new HttpError('This file is still used', 409, {
      error: 'This file is still used',
      code: 'in_use',
      used_by: uses,
    });
    renderApp('secretary', {
      path: 'media',
      dataProvider: fakeDataProvider({ delete: vi.fn().mockRejectedValue(refusal) }),
    });
    const row = (await screen.findByText('damajagua-falls.jpg')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Confirmar' }));
    expect(
      await screen.findByText(
        'No se puede eliminar: este archivo se usa en Entrada «Cofresí beach», Ajustes del encabezado.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('damajagua-falls.jpg')).toBeInTheDocument();
  });
});

describe('library uploads', () => {
  it(
    'MEDIA files uploaded in the Media screen are sent as library files, which the orphan ' + 'cleanup spares',
    async () => {
      const uploadImage = vi.fn().mockResolvedValue({ url: '/media/abc.png', id: 99 });
      renderApp('secretary', { path: 'media', dataProvider: fakeDataProvider({ uploadImage }) });
      await screen.findByText('damajagua-falls.jpg');
      const file = new File([new Uint8Array(64)], 'cofresi.png', { type: 'image/png' });
      fireEvent.change(screen.getByTestId('media-upload-input'), { target: { files: [file] } });
      await waitFor(() => expect(uploadImage).toHaveBeenCalledWith(file, expect.objectContaining({ library: true })));
    },
  );
});

describe('media library', () => {
  const image = (name: string, type = 'image/png', size = 2048) => new File([new Uint8Array(size)], name, { type });

  it('MEDIA-01 each row shows the thumbnail the upload made, with Edit and Delete', async () => {
    renderApp('secretary', { path: 'media' });
    const row = (await screen.findByText('damajagua-falls.jpg')).closest('tr')!;
    expect(within(row).getByRole('img')).toHaveAttribute('src', '/media/damajagua-falls.thumb.webp');
    expect(await within(row).findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it(
    'MEDIA-02 uploads several files at once with a bar per file, lists the stored ones and says why each ' +
      'refused file was refused',
    async () => {
      const dataProvider = fakeDataProvider();
      renderApp('secretary', { path: 'media', dataProvider });
      await screen.findByText('damajagua-falls.jpg');
      const input = screen.getByTestId('media-upload-input');
      fireEvent.change(input, {
        target: {
          files: [
            image('playa-sosua.png'),
            image('notas.txt', 'text/plain'),
            image('enorme.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1),
          ],
        },
      });
      expect(await screen.findByRole('progressbar', { name: 'playa-sosua.png' })).toBeInTheDocument();
      expect(await screen.findByText(/El archivo no es una imagen JPEG, PNG, WebP o GIF/)).toBeInTheDocument();
      expect(screen.getByText(/El archivo pesa más de 10 MB/)).toBeInTheDocument();
      expect(screen.getByText('notas.txt')).toBeInTheDocument();
      expect(await screen.findByText('playa-sosua.png', { selector: 'td *' })).toBeInTheDocument();
    },
  );

  it('MEDIA-02 a file dropped anywhere on the page is uploaded', async () => {
    const uploadImage = vi.fn().mockResolvedValue({ url: '/media/abc.png', id: 99 });
    renderApp('secretary', { path: 'media', dataProvider: fakeDataProvider({ uploadImage }) });
    await screen.findByText('damajagua-falls.jpg');
    const file = image('cofresi.png');
    fireEvent.drop(window, { dataTransfer: { files: [file], types: ['Files'] } });
    await waitFor(() => expect(uploadImage).toHaveBeenCalledWith(file, expect.anything()));
  });

  it('MEDIA-03 Edit renames a file and sets its alt text', async () => {
    const dataProvider = fakeDataProvider();
    const update = vi.spyOn(dataProvider, 'update');
    renderApp('secretary', { path: 'media/2', dataProvider });
    const name = await screen.findByLabelText(/Nombre/);
    await waitFor(() => expect(name).toHaveValue('damajagua-falls.jpg'));
    fireEvent.change(name, { target: { value: 'charcos-damajagua.jpg' } });
    fireEvent.change(screen.getByLabelText(/Texto alternativo/), { target: { value: 'Saltando en los charcos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toMatchObject({
      name: 'charcos-damajagua.jpg',
      alt: 'Saltando en los charcos',
    });
    expect(await screen.findByText('charcos-damajagua.jpg')).toBeInTheDocument();
  });

  it('MEDIA-03 a failed rename keeps the form open with what was typed', async () => {
    const update = vi.fn().mockRejectedValue(new HttpError('This record was changed by someone else.', 409));
    renderApp('secretary', { path: 'media/2', dataProvider: fakeDataProvider({ update }) });
    const name = await screen.findByLabelText(/Nombre/);
    await waitFor(() => expect(name).toHaveValue('damajagua-falls.jpg'));
    fireEvent.change(name, { target: { value: 'nuevo-nombre.jpg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(await screen.findByText(/Otra persona cambió este registro/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Nombre/)).toHaveValue('nuevo-nombre.jpg');
  });

  it('MEDIA-06 a failed delete says Failed to delete media file and keeps the row', async () => {
    const deleteOne = vi.fn().mockRejectedValue(new HttpError('down', 500));
    renderApp('secretary', { path: 'media', dataProvider: fakeDataProvider({ delete: deleteOne }) });
    const row = (await screen.findByText('damajagua-falls.jpg')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: /Confirmar|Confirm/ }));
    expect(await screen.findByText('Failed to delete media file')).toBeInTheDocument();
    expect(screen.getByText('damajagua-falls.jpg')).toBeInTheDocument();
  });
});
