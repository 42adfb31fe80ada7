import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { es } from '../../../src/i18n/features';
import { en } from '../../../src/i18n/featuresEn';

afterEach(() => localStorage.clear());

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.children[1]?.textContent);

describe('attractions', () => {
  it(
    'ATTR-02 ATTR-03 ATTR-04 ATTR-05 ATTR-06 newest first, 15 a page, Prev / numbers / Next, Oldest First, ' +
      'Edit and Delete per row',
    async () => {
      renderApp('owner', { path: 'attractions' });
      await screen.findByText('Cofresí Beach');
      expect(names()).toHaveLength(15);
      expect(names()[0]).toBe('Cofresí Beach');
      const pagination = screen.getByRole('navigation', { name: 'Paginación' });
      expect(
        within(pagination)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Prev', '1', '2', 'Next']);
      expect(within(pagination).getByRole('button', { name: 'Prev' })).toBeDisabled();
      const row = screen.getByText('Cofresí Beach').closest('tr')!;
      expect(await within(row).findByRole('link', { name: 'Edit' })).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
      fireEvent.click(within(pagination).getByRole('button', { name: 'Next' }));
      await screen.findByText('Amber Museum');
      expect(names()).toEqual(['Calle de las Sombrillas', 'Amber Museum', 'Fortaleza San Felipe']);
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Orden' }));
      expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
        'Newest First',
        'Oldest First',
      ]);
      fireEvent.click(screen.getByRole('option', { name: 'Oldest First' }));
      await waitFor(() => expect(names()[0]).toBe('Fortaleza San Felipe'));
    },
  );

  it('ATTR-07 Delete asks before deleting', async () => {
    const base = fakeDataProvider();
    const del = vi.fn(base.delete);
    renderApp('owner', { path: 'attractions', dataProvider: fakeDataProvider({ delete: del }) });
    const row = (await screen.findByText('Cofresí Beach')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(es.ep.attractions.confirmDelete)).toBeInTheDocument();
    expect(del).not.toHaveBeenCalled();
  });

  it(
    'ATTR-08 ATTR-09 ATTR-11 the form: Name and Description required, image by URL or file, optional External ' +
      'Link; saved says so',
    async () => {
      const base = fakeDataProvider();
      const create = vi.fn(base.create);
      renderApp('owner', { path: 'attractions/create', dataProvider: fakeDataProvider({ create }) });
      const save = await screen.findByRole('button', { name: 'Guardar' });
      expect(screen.getByText('External Link')).toBeInTheDocument();
      expect(screen.getByTestId('image-drop-imagen')).toBeInTheDocument();
      fireEvent.click(save);
      expect(await screen.findByText(es.ep.attractions.nameRequired)).toBeInTheDocument();
      expect(screen.getByText(es.ep.attractions.descriptionRequired)).toBeInTheDocument();
      expect(create).not.toHaveBeenCalled();
      fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Playa Cofresí' } });
      fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Quiet beach' } });
      fireEvent.change(screen.getByLabelText('URL'), { target: { value: '/media/cofresi.jpg' } });
      fireEvent.click(save);
      await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
      expect(create.mock.calls[0][1].data).toMatchObject({
        nombre: 'Playa Cofresí',
        descripcion: 'Quiet beach',
        imagen: '/media/cofresi.jpg',
      });
      expect(await screen.findByText(es.ep.attractions.saved)).toBeInTheDocument();
    },
  );

  it(
    'ATTR-08 STAFF an image on another site is refused before the save, saying why in the UI’s language ' +
      '(DECISIONS)',
    async () => {
      const create = vi.fn();
      renderApp('owner', { path: 'attractions/create', dataProvider: fakeDataProvider({ create }) });
      fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Playa Cofresí' } });
      fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Quiet beach' } });
      fireEvent.change(screen.getByLabelText('URL'), { target: { value: 'https://cdn.example.com/cofresi.jpg' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText(es.ep.validation.imageElsewhere)).toBeInTheDocument();
      expect(create).not.toHaveBeenCalled();
    },
  );

  it('ATTR-12 a failed save shows the server message, or Error saving attraction', async () => {
    const create = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('Database is busy', 503))
      .mockRejectedValueOnce(new HttpError('', 500));
    renderApp('owner', { path: 'attractions/create', dataProvider: fakeDataProvider({ create }) });
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'X' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Y' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Database is busy')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(es.ep.attractions.saveError)).toBeInTheDocument();
  });

  // Last: the chosen language stays with the provider for the file's later renders.
  it('ATTR-08 STAFF in English the refusal of another site’s image is English', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('en'));
    renderApp('owner', { path: 'attractions/create' });
    fireEvent.change(await screen.findByLabelText('URL'), { target: { value: 'http://cdn.example.com/x.png' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(en.ep.validation.imageElsewhere)).toBeInTheDocument();
  });
});
