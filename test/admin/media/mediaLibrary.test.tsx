import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';

afterEach(() => localStorage.clear());

const image = (name: string, type = 'image/png', size = 2048) => new File([new Uint8Array(size)], name, { type });

describe('media library', () => {
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
