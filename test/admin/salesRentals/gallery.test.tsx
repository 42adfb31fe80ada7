import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { HttpError, type DataProvider } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { demoProperties, demoVehicles } from '../../../src/server/seed/listingsDemo';
import { DEFAULT_LISTING_IMAGE } from '../../../src/domain/listings';
import { BANNER_MS, useSuccessBanner } from '../../../src/admin/components/listings/useSuccessBanner';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

/** A property with three images (cover + two), the first of the demo. */
const propertyId = demoProperties().findIndex((row) => (row.additional_images ?? []).length === 2) + 1;
const property = demoProperties()[propertyId - 1];
const propertyImages = [property.image, ...(property.additional_images ?? [])];
const vehicleId =
  demoVehicles().findIndex((row) => row.type === 'rent' && (row.additional_images ?? []).length === 0) + 1;

const tileSources = () =>
  screen.getAllByTestId(/^gallery-tile-/).map((tile) => within(tile).getByRole('img').getAttribute('src'));

/** One fake database: the spy wraps the method of the provider the screen reads from. */
function withUpdateSpy() {
  const dataProvider = fakeDataProvider();
  const update = vi.fn(dataProvider.update.bind(dataProvider) as DataProvider['update']);
  Object.assign(dataProvider, { update });
  return { update, dataProvider };
}

async function openPropertyEdit(dataProvider?: DataProvider) {
  renderApp('owner', { path: `sales-rentals/properties-for-sale/edit/${propertyId}`, dataProvider });
  // The gallery is a lazy chunk: its first load in a test file takes a while.
  await waitFor(() => expect(tileSources()).toEqual(propertyImages), { timeout: 40_000 });
}

describe('listing gallery', () => {
  it(
    'PROP-16 PROP-17 VEH-21 the first image carries the Cover badge and cannot be removed or made ' + 'the cover',
    async () => {
      await openPropertyEdit();
      const cover = screen.getByTestId('gallery-tile-0');
      expect(within(cover).getByText('Cover')).toBeInTheDocument();
      expect(within(cover).queryByRole('button', { name: /Quitar/ })).toBeNull();
      expect(within(cover).queryByRole('button', { name: /Usar la imagen 1 como portada/ })).toBeNull();
      expect(within(screen.getByTestId('gallery-tile-1')).queryByText('Cover')).toBeNull();
      expect(
        within(screen.getByTestId('gallery-tile-1')).getByRole('button', { name: 'Quitar la imagen 2' }),
      ).toBeInTheDocument();
    },
  );

  it('PROP-16 PROP-18 VEH-20 moving and making a cover reorder the images; the saved cover is the first', async () => {
    const { update, dataProvider } = withUpdateSpy();
    await openPropertyEdit(dataProvider);
    const [a, b, c] = propertyImages;
    fireEvent.click(screen.getByRole('button', { name: 'Usar la imagen 3 como portada' }));
    expect(tileSources()).toEqual([c, a, b]);
    expect(within(screen.getByTestId('gallery-tile-0')).getByText('Cover')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mover la imagen 2 después' }));
    expect(tileSources()).toEqual([c, b, a]);
    fireEvent.click(screen.getByRole('button', { name: 'Quitar la imagen 3' }));
    expect(tileSources()).toEqual([c, b]);
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar propiedad' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toMatchObject({ image: c, additional_images: [b] });
  });

  it('PROP-16 VEH-20 an image dragged onto another takes its place', async () => {
    await openPropertyEdit();
    const [a, b, c] = propertyImages;
    const handle = screen.getByRole('button', { name: 'Arrastrar la imagen 3' });
    const target = screen.getByTestId('gallery-tile-0');
    const dataTransfer = {
      setData: vi.fn(),
      getData: vi.fn(),
      dropEffect: 'move',
      effectAllowed: 'move',
      types: [],
      items: [],
      files: [],
    };
    fireEvent.dragStart(handle, { dataTransfer });
    fireEvent.dragEnter(target, { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    fireEvent.dragEnd(handle, { dataTransfer });
    await waitFor(() => expect(tileSources()).toEqual([c, a, b]));
  });

  it('PROP-15 VEH-20 the lightbox: n / total, arrows move (wrapping), Escape closes', async () => {
    await openPropertyEdit();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir la imagen 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Visor de imágenes' });
    expect(within(dialog).getByTestId('lightbox-counter')).toHaveTextContent('2 / 3');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(within(dialog).getByTestId('lightbox-counter')).toHaveTextContent('3 / 3');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', propertyImages[2]);
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(within(dialog).getByTestId('lightbox-counter')).toHaveTextContent('1 / 3');
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(within(dialog).getByTestId('lightbox-counter')).toHaveTextContent('3 / 3');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Visor de imágenes' })).toBeNull());
  });

  it('VEH-04 TOUR-24 several image files upload at once; the first becomes the main image', async () => {
    const { update, dataProvider } = withUpdateSpy();
    renderApp('owner', { path: `sales-rentals/vehicles-for-rent/edit/${vehicleId}`, dataProvider });
    const input = await screen.findByTestId('gallery-file-input');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAttribute('accept', 'image/*');
    await waitFor(() => expect(tileSources()).toHaveLength(1));
    const files = ['front.jpg', 'side.jpg'].map((name) => new File(['x'], name, { type: 'image/jpeg' }));
    fireEvent.change(input, { target: { files } });
    await waitFor(() => expect(tileSources()).toHaveLength(3));
    expect(tileSources()[1]).toMatch(/front\.jpg$/);
    expect(tileSources()[2]).toMatch(/side\.jpg$/);
    fireEvent.click(screen.getByRole('button', { name: 'Update Vehicle' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data.additional_images).toHaveLength(2);
  });

  it('VEH-31 PROP-12 a failed upload says Error uploading image and the listing keeps the default image', async () => {
    const dataProvider = fakeDataProvider({
      uploadImage: vi.fn().mockRejectedValue(new HttpError('Error uploading image', 500)),
    });
    const create = vi.fn(dataProvider.create.bind(dataProvider) as DataProvider['create']);
    Object.assign(dataProvider, { create });
    renderApp('owner', { path: 'sales-rentals/vehicles-for-sale/add', dataProvider });
    const input = await screen.findByTestId('gallery-file-input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'car.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByText('Error uploading image')).toBeInTheDocument();
    expect(screen.queryAllByTestId(/^gallery-tile-/)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Nissan Sentra' } });
    fireEvent.change(screen.getByLabelText(/^Precio/), { target: { value: '9000' } });
    fireEvent.change(screen.getByLabelText(/^Marca/), { target: { value: 'Nissan' } });
    fireEvent.change(screen.getByLabelText(/^Modelo/), { target: { value: 'Sentra' } });
    fireEvent.change(screen.getByLabelText(/^Kilometraje/), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Vehicle' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data.image).toBe(DEFAULT_LISTING_IMAGE);
  });

  it('PROP-19 VEH-29 the update banner clears itself after 3000 ms', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSuccessBanner());
    act(() => result.current.show('Vehicle updated successfully!'));
    expect(result.current.message).toBe('Vehicle updated successfully!');
    act(() => vi.advanceTimersByTime(BANNER_MS - 1));
    expect(result.current.message).toBe('Vehicle updated successfully!');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.message).toBeNull();
    expect(BANNER_MS).toBe(3000);
  });
});
