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
