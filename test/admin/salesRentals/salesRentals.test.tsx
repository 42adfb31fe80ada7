import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within, act, renderHook } from '@testing-library/react';
import { HttpError, type DataProvider } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { quietConsoleErrors } from './quietConsole';
import { demoVehicles, demoProperties } from '../../../src/server/seed/listingsDemo';
import { OWNER_PLACEHOLDERS, DEFAULT_LISTING_IMAGE } from '../../../src/domain/listings';
import { VEHICLE_EDIT_YEAR_MAX, VEHICLE_FEATURES, VEHICLE_YEAR_MIN } from '../../../src/domain/vehicles';
import { es } from '../../../src/i18n/features';
import { STATUS_COLORS } from '../../../src/admin/components/listings/ListingStatusChip';
import { BANNER_MS, useSuccessBanner } from '../../../src/admin/components/listings/useSuccessBanner';
import { VISIBILITY_EVENT } from '../../../src/admin/screens/salesRentals/visibilityBroadcast';
import { PROPERTY_FEATURES } from '../../../src/domain/properties';

afterEach(() => localStorage.clear());

// The screens' lazy chunks are loaded here, outside any test's 30 s wait for its first element: the first render
// of the vehicle form otherwise also waited for Vite to transform the chunks' modules, which took over 30 s on a
// loaded 2-core machine (a CI run failed on it).
beforeAll(
  () =>
    Promise.all([
      import('../../../src/admin/screens/salesRentals/SalesRentalsScreen'),
      import('../../../src/admin/resources/vehicles/VehicleCreate'),
      import('../../../src/admin/resources/vehicles/VehicleEdit'),
      import('../../../src/admin/resources/vehicles/VehicleView'),
    ]),
  120_000,
);

const AREA = '/ep-control/dueno/sales-rentals';
const vehicles = demoVehicles();
const idOf = (predicate: (row: (typeof vehicles)[number]) => boolean) => vehicles.findIndex(predicate) + 1;
const saleId = idOf((row) => row.type === 'sale');
const rentId = idOf((row) => row.type === 'rent' && row.status === 'active');
const rent = vehicles[rentId - 1];

/** One fake database: the spy wraps the method of the provider the screen reads from. */
function spying<M extends 'create' | 'update' | 'delete'>(method: M) {
  const dataProvider = fakeDataProvider();
  const spy = vi.fn(dataProvider[method].bind(dataProvider) as DataProvider[M]);
  Object.assign(dataProvider, { [method]: spy });
  return { spy, dataProvider };
}

const options = async (name: RegExp) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  const list = await screen.findByRole('listbox');
  const texts = within(list)
    .getAllByRole('option')
    .map((option) => option.textContent);
  fireEvent.keyDown(list, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  return texts;
};

async function fillAdd() {
  fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: 'Mazda CX-5 2020' } });
  fireEvent.change(screen.getByLabelText(/^Precio/), { target: { value: '21000' } });
  fireEvent.change(screen.getByLabelText(/^Marca/), { target: { value: 'Mazda' } });
  fireEvent.change(screen.getByLabelText(/^Modelo/), { target: { value: 'CX-5' } });
  fireEvent.change(screen.getByLabelText(/^Kilometraje/), { target: { value: '52000' } });
}

describe('vehicle add', () => {
  it('VEH-02 VEH-03 VEH-10 VEH-11 VEH-12 VEH-13 VEH-14 VEH-15 heading, sections, options and defaults', async () => {
    renderApp('owner', { path: 'sales-rentals/vehicles-for-sale/add' });
    expect(await screen.findByText('Add New Vehicle')).toBeInTheDocument();
    for (const section of [
      'Información básica',
      'Description',
      'Imágenes',
      'Características',
      'Información del propietario',
    ]) {
      expect(screen.getByRole('heading', { name: section, level: 2 })).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Año/)).toHaveValue(new Date().getFullYear());
    expect(screen.getByRole('combobox', { name: /Tipo de combustible/ })).toHaveTextContent('Gasoline');
    expect(screen.getByRole('combobox', { name: /Transmisión/ })).toHaveTextContent('Automatic');
    expect(await options(/Tipo de combustible/)).toEqual(['Gasoline', 'Diesel', 'Hybrid', 'Electric', 'LPG']);
    expect(await options(/Transmisión/)).toEqual(['Automatic', 'Manual', 'CVT']);
    for (const feature of VEHICLE_FEATURES) expect(screen.getByRole('checkbox', { name: feature })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(VEHICLE_FEATURES.length);
  });

  it('VEH-07 title, price, brand, model and mileage are required; nothing is sent', async () => {
    const { spy, dataProvider } = spying('create');
    renderApp('owner', { path: 'sales-rentals/vehicles-for-sale/add', dataProvider });
    fireEvent.change(await screen.findByLabelText(/^Año/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Vehicle' }));
    for (const message of [
      'El título es obligatorio',
      'El precio es obligatorio',
      'La marca es obligatoria',
      'El modelo es obligatorio',
      'El año es obligatorio',
      'El kilometraje es obligatorio',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(spy).not.toHaveBeenCalled();
  });

  it('VEH-08 VEH-09 price and mileage at least 0; year between 1900 and next year', async () => {
    const { spy, dataProvider } = spying('create');
    renderApp('owner', { path: 'sales-rentals/vehicles-for-sale/add', dataProvider });
    await fillAdd();
    fireEvent.change(screen.getByLabelText(/^Precio/), { target: { value: '-5' } });
    fireEvent.change(screen.getByLabelText(/^Kilometraje/), { target: { value: '-1' } });
    fireEvent.change(screen.getByLabelText(/^Año/), { target: { value: String(new Date().getFullYear() + 2) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Vehicle' }));
    // The schema's own words where it has them, the ones the server answers; react-admin's for the year's range.
    expect(await screen.findByText(es.ep.listings.minPrice)).toBeInTheDocument();
    expect(screen.getByText(es.ep.vehicles.minMileage)).toBeInTheDocument();
    expect(screen.getByText(`Debe ser ${new Date().getFullYear() + 1} o menos`)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Año/), { target: { value: '1899' } });
    expect(await screen.findByText('Debe ser al menos 1900')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('VEH-05 VEH-06 VEH-16 saves with Saving..., owner placeholders, and returns to the list of its mode', async () => {
    const base = fakeDataProvider();
    let finish: () => void = () => undefined;
    const create = vi.fn(async (...args: Parameters<DataProvider['create']>) => {
      await new Promise<void>((resolve) => (finish = resolve));
      return base.create(...args);
    });
    const { router } = renderApp('owner', {
      path: 'sales-rentals/vehicles-for-rent/add',
      dataProvider: fakeDataProvider({ create }),
    });
    await fillAdd();
    fireEvent.click(screen.getByRole('button', { name: 'Save Vehicle' }));
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    expect(create.mock.calls[0][1].data).toMatchObject({
      type: 'rent',
      brand: 'Mazda',
      year: new Date().getFullYear(),
      mileage: 52000,
      fuel_type: 'Gasoline',
      transmission: 'Automatic',
      ...OWNER_PLACEHOLDERS,
    });
    finish();
    await waitFor(() => expect(router.state.location.pathname).toBe(`${AREA}/vehicles-for-rent`));
  });

  it('VEH-05 Cancel goes back to the list of its mode', async () => {
    renderApp('owner', { path: 'sales-rentals/vehicles-for-sale/add' });
    expect(await screen.findByRole('link', { name: 'Cancel' })).toHaveAttribute('href', `${AREA}/vehicles-for-sale`);
  });

  it('VEH-17 a failed save says so and keeps the form', async () => {
    renderApp('owner', {
      path: 'sales-rentals/vehicles-for-sale/add',
      dataProvider: fakeDataProvider({ create: vi.fn().mockRejectedValue(new HttpError('boom', 500)) }),
    });
    await fillAdd();
    fireEvent.click(screen.getByRole('button', { name: 'Save Vehicle' }));
    expect(await screen.findByText('Error saving vehicle. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Marca/)).toHaveValue('Mazda');
  });
});

describe('vehicle edit', () => {
  const openEdit = async (id: number, dataProvider?: DataProvider) => {
    const rendered = renderApp('owner', { path: `sales-rentals/vehicles-for-rent/edit/${id}`, dataProvider });
    const title = await screen.findByLabelText(/^Title/);
    await waitFor(() => expect(title).toHaveValue(vehicles[id - 1].title));
    return { ...rendered, title };
  };

  it('VEH-19 shows Loading vehicle data... until the vehicle arrives', async () => {
    renderApp('owner', {
      path: `sales-rentals/vehicles-for-rent/edit/${rentId}`,
      dataProvider: fakeDataProvider({ getOne: () => new Promise<never>(() => undefined) }),
    });
    expect(await screen.findByText('Loading vehicle data...')).toBeInTheDocument();
  });

  it('VEH-18 an unknown id goes to the vehicles for sale', async () => {
    quietConsoleErrors();
    const { router } = renderApp('owner', { path: 'sales-rentals/vehicles-for-rent/edit/4242' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${AREA}/vehicles-for-sale`));
  });

  it(
    "STAFF VEH-25 VEH-26 VEH-27 the add form's options: LPG, CVT and Apple CarPlay show on edit, and Apple " +
      'CarPlay can be unticked',
    async () => {
      const { spy, dataProvider } = spying('update');
      await dataProvider.update('vehicles', {
        id: rentId,
        data: { fuel_type: 'LPG', transmission: 'CVT', features: ['Apple CarPlay'] },
        previousData: rent,
      });
      await openEdit(rentId, dataProvider);
      expect(await options(/Tipo de combustible/)).toEqual(['—', 'Gasoline', 'Diesel', 'Hybrid', 'Electric', 'LPG']);
      expect(await options(/Transmisión/)).toEqual(['—', 'Automatic', 'Manual', 'CVT']);
      expect(screen.getByRole('combobox', { name: /Tipo de combustible/ })).toHaveTextContent('LPG');
      expect(screen.getByRole('combobox', { name: /Transmisión/ })).toHaveTextContent('CVT');
      expect(screen.getAllByRole('checkbox')).toHaveLength(VEHICLE_FEATURES.length);
      const carPlay = screen.getByRole('checkbox', { name: 'Apple CarPlay' });
      expect(carPlay).toBeChecked();
      fireEvent.click(carPlay);
      fireEvent.click(screen.getByRole('button', { name: 'Update Vehicle' }));
      await waitFor(() => expect(spy).toHaveBeenCalledTimes(2));
      expect(spy.mock.calls[1][1].data).toMatchObject({ fuel_type: 'LPG', transmission: 'CVT', features: [] });
    },
  );

  it('STAFF VEH-32 Back to Vehicles goes back to the list the vehicle was opened from', async () => {
    await openEdit(rentId);
    expect(screen.getByRole('link', { name: 'Volver a vehículos' })).toHaveAttribute(
      'href',
      `${AREA}/vehicles-for-rent`,
    );
  });

  // Three retries of a 404 would take 1 + 2 + 4 s before giving up; 3 s leaves room for a slow machine only.
  it('STAFF VEH-18 PROP-21 a view of a deleted vehicle asks once and goes back to the list at once', async () => {
    quietConsoleErrors();
    const getOne = vi.fn().mockRejectedValue(new HttpError('Not found', 404));
    const { router } = renderApp('owner', {
      path: 'sales-rentals/vehicles-for-rent/view/9999',
      dataProvider: fakeDataProvider({ getOne }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${AREA}/vehicles-for-sale`));
    expect(getOne).toHaveBeenCalledTimes(1);
  });

  it(
    'VEH-22 VEH-24 VEH-28 VEH-29 only title and price are required; empty numbers go as 0; Update Vehicle, ' +
      'Updating..., then the banner',
    async () => {
      const base = fakeDataProvider();
      let finish: () => void = () => undefined;
      const update = vi.fn(async (...args: Parameters<DataProvider['update']>) => {
        await new Promise<void>((resolve) => (finish = resolve));
        return base.update(...args);
      });
      await openEdit(rentId, fakeDataProvider({ update }));
      fireEvent.change(screen.getByLabelText(/^Marca/), { target: { value: '' } });
      fireEvent.change(screen.getByLabelText(/^Modelo/), { target: { value: '' } });
      fireEvent.change(screen.getByLabelText(/^Año/), { target: { value: '' } });
      fireEvent.change(screen.getByLabelText(/^Kilometraje/), { target: { value: '' } });
      fireEvent.click(screen.getByRole('button', { name: 'Update Vehicle' }));
      const busy = await screen.findByRole('button', { name: 'Updating...' });
      expect(busy).toBeDisabled();
      expect(update.mock.calls[0][1].data).toMatchObject({
        brand: '',
        model: '',
        year: 0,
        mileage: 0,
        title: rent.title,
      });
      finish();
      expect(await screen.findByText('Vehicle updated successfully!')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Update Vehicle' })).toBeInTheDocument();
    },
  );

  it('VEH-22 VEH-23 title and price are required; year at most 2030', async () => {
    const { spy, dataProvider } = spying('update');
    const { title } = await openEdit(rentId, dataProvider);
    fireEvent.change(title, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/^Precio/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/^Año/), { target: { value: '2031' } });
    fireEvent.change(screen.getByLabelText(/^Kilometraje/), { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Vehicle' }));
    expect(await screen.findByText('El título es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El precio es obligatorio')).toBeInTheDocument();
    expect(
      screen.getByText(`El año debe estar entre ${VEHICLE_YEAR_MIN} y ${VEHICLE_EDIT_YEAR_MAX}`),
    ).toBeInTheDocument();
    expect(screen.getByText(es.ep.vehicles.minMileage)).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('VEH-30 a failed update says so and keeps what was typed', async () => {
    const { title } = await openEdit(
      rentId,
      fakeDataProvider({ update: vi.fn().mockRejectedValue(new HttpError('boom', 500)) }),
    );
    fireEvent.change(title, { target: { value: 'Jeep Wrangler Sahara' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Vehicle' }));
    expect(await screen.findByText('Error updating vehicle. Please try again.')).toBeInTheDocument();
    expect(title).toHaveValue('Jeep Wrangler Sahara');
  });
});

describe('vehicle view', () => {
  it(
    'VEH-33 VEH-34 VEH-35 VEH-36 VEH-39 a rental: its facts, price per day, green badge, Edit ' + 'Vehicle and Back',
    async () => {
      renderApp('owner', { path: `sales-rentals/vehicles-for-rent/view/${rentId}` });
      expect(await screen.findByRole('heading', { name: rent.title, level: 1 })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: rent.title })).toHaveAttribute('src', rent.image);
      expect(screen.getByTestId('listing-price')).toHaveTextContent(`$${rent.price} USD/day`);
      const badge = screen.getByTestId('listing-status');
      expect(badge).toHaveTextContent('Available');
      expect(badge).toHaveStyle({ backgroundColor: STATUS_COLORS.active.background });
      for (const value of [
        rent.brand,
        rent.model,
        String(rent.year),
        `${(rent.mileage ?? 0).toLocaleString('en-US')} km`,
        rent.fuel_type,
        rent.transmission,
        rent.description,
      ]) {
        expect(screen.getByText(value!)).toBeInTheDocument();
      }
      for (const feature of rent.features!) expect(screen.getByText(feature)).toBeInTheDocument();
      expect(screen.getByText(`Teléfono: ${rent.owner_phone}`)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Edit Vehicle' })).toHaveAttribute(
        'href',
        `${AREA}/vehicles-for-rent/edit/${rentId}`,
      );
      expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `${AREA}/vehicles-for-rent`);
    },
  );

  it('VEH-34 VEH-35 a pending vehicle for sale: no /day and a yellow badge', async () => {
    const pendingSale = idOf((row) => row.type === 'sale' && row.status === 'pending');
    renderApp('owner', { path: `sales-rentals/vehicles-for-sale/view/${pendingSale}` });
    const badge = await screen.findByTestId('listing-status');
    expect(badge).toHaveTextContent('Under Review');
    expect(badge).toHaveStyle({ backgroundColor: STATUS_COLORS.pending.background });
    expect(screen.getByTestId('listing-price')).not.toHaveTextContent('/day');
  });

  it(
    'VEH-37 Delete Vehicle asks Confirm Delete with the title; confirmed, it deletes and returns ' + 'to the list',
    async () => {
      const { spy, dataProvider } = spying('delete');
      const { router } = renderApp('owner', { path: `sales-rentals/vehicles-for-sale/view/${saleId}`, dataProvider });
      fireEvent.click(await screen.findByRole('button', { name: 'Delete Vehicle' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Confirm Delete')).toBeInTheDocument();
      expect(
        within(dialog).getByText(
          `Are you sure you want to delete "${vehicles[saleId - 1].title}"? This action cannot be undone.`,
        ),
      ).toBeInTheDocument();
      expect(spy).not.toHaveBeenCalled();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(spy).toHaveBeenCalledWith('vehicles', expect.objectContaining({ id: saleId })));
      await waitFor(() => expect(router.state.location.pathname).toBe(`${AREA}/vehicles-for-sale`));
    },
  );

  it('VEH-38 a failed delete says so and keeps the vehicle', async () => {
    const { router } = renderApp('owner', {
      path: `sales-rentals/vehicles-for-sale/view/${saleId}`,
      dataProvider: fakeDataProvider({ delete: vi.fn().mockRejectedValue(new HttpError('boom', 500)) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Vehicle' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting vehicle. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${AREA}/vehicles-for-sale/view/${saleId}`);
  });
});

describe('vehicle list', () => {
  it('SR-18 a list that cannot be loaded says Failed to fetch vehicles', async () => {
    quietConsoleErrors();
    const base = fakeDataProvider();
    const getList: DataProvider['getList'] = (resource, params) =>
      resource === 'vehicles' ? Promise.reject(new HttpError('down', 500)) : base.getList(resource, params);
    renderApp('owner', { path: 'sales-rentals/vehicles-for-rent', dataProvider: fakeDataProvider({ getList }) });
    expect(await screen.findByText('Failed to fetch vehicles')).toBeInTheDocument();
  });
});

describe('listing gallery', () => {
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

describe('Sales & Rentals hub', () => {
  afterEach(() => localStorage.clear());

  const count = <T extends { type: string }>(rows: T[], type: string) =>
    String(rows.filter((row) => row.type === type).length);

  const visibilityProvider = (putSingleton = vi.fn(async (_name: string, data: unknown) => ({ data }))) =>
    fakeDataProvider({ getSingleton: vi.fn(async () => ({ data: { visible: false, version: 1 } })), putSingleton });

  it(
    'SR-01 SR-03 the hub at sales-rentals shows the four lists with their counts, each a link ' + 'to its list',
    async () => {
      renderApp('owner', { path: 'sales-rentals', dataProvider: visibilityProvider() });
      const expected = {
        'properties-for-sale': ['Propiedades en venta', count(demoProperties(), 'sale')],
        'properties-for-rent': ['Propiedades en alquiler', count(demoProperties(), 'rent')],
        'vehicles-for-sale': ['Vehículos en venta', count(demoVehicles(), 'sale')],
        'vehicles-for-rent': ['Vehículos en alquiler', count(demoVehicles(), 'rent')],
      };
      for (const [kind, [title, number]] of Object.entries(expected)) {
        const card = await screen.findByTestId(`hub-card-${kind}`);
        await waitFor(() => expect(card).toHaveTextContent(`${title}${number}`));
        expect(card).toHaveAttribute('href', `/ep-control/dueno/sales-rentals/${kind}`);
      }
    },
  );

  it('SR-04 shows the totals for properties, vehicles, for sale and for rent', async () => {
    renderApp('owner', { path: 'sales-rentals', dataProvider: visibilityProvider() });
    const properties = demoProperties();
    const vehicles = demoVehicles();
    const totals = {
      'Total Properties': properties.length,
      'Total Vehicles': vehicles.length,
      'Total For Sale': [...properties, ...vehicles].filter((row) => row.type === 'sale').length,
      'Total For Rent': [...properties, ...vehicles].filter((row) => row.type === 'rent').length,
    };
    for (const [label, value] of Object.entries(totals)) {
      await waitFor(() => expect(screen.getByLabelText(label)).toHaveTextContent(String(value)));
    }
  });

  it(
    'SR-02 SR-05 SR-06 the checkbox shows the stored visibility; a change is sent, kept under ' +
      'salesRentalsVisible and announced',
    async () => {
      const put = vi.fn(async (_name: string, data: unknown) => ({ data }));
      renderApp('owner', { path: 'sales-rentals', dataProvider: visibilityProvider(put) });
      const box = await screen.findByRole('checkbox', { name: 'Mostrar Sales & Rentals en el menú público' });
      await waitFor(() => expect(box).toBeEnabled());
      expect(box).not.toBeChecked();
      const heard = vi.fn();
      window.addEventListener(VISIBILITY_EVENT, heard);
      fireEvent.click(box);
      await waitFor(() => expect(localStorage.getItem('salesRentalsVisible')).toBe('true'));
      expect(put).toHaveBeenCalledWith('sales-rentals-visibility', { visible: true });
      expect(heard).toHaveBeenCalledTimes(1);
      expect((heard.mock.calls[0][0] as CustomEvent).detail).toEqual({ visible: true });
      expect(box).toBeChecked();
      window.removeEventListener(VISIBILITY_EVENT, heard);
    },
  );

  it('SR-07 a refused change is only logged: no message, nothing stored, the box back as it was', async () => {
    const logged = quietConsoleErrors();
    const put = vi.fn(async () => Promise.reject(new Error('offline')));
    renderApp('owner', { path: 'sales-rentals', dataProvider: visibilityProvider(put) });
    const box = await screen.findByRole('checkbox', { name: 'Mostrar Sales & Rentals en el menú público' });
    await waitFor(() => expect(box).toBeEnabled());
    fireEvent.click(box);
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Error updating Sales & Rentals visibility', expect.any(Error)),
    );
    await waitFor(() => expect(box).not.toBeChecked());
    expect(localStorage.getItem('salesRentalsVisible')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it(
    'SR-16 SR-17 every debug and cleanup path opens the diagnostics screen: API reachable, counts and ' +
      'version, no wipe',
    async () => {
      for (const path of [
        'property-test',
        'property-debug',
        'debug',
        'clear-sales-rentals',
        'force-clear',
        'test-persistence',
      ]) {
        const { unmount } = renderApp('owner', { path });
        expect(await screen.findByRole('heading', { name: 'Diagnóstico', level: 1 })).toBeInTheDocument();
        await waitFor(() => expect(screen.getByLabelText('API')).toHaveTextContent('Reachable'));
        expect(screen.getByLabelText('Properties')).toHaveTextContent(String(demoProperties().length));
        expect(screen.getByLabelText('Vehicles')).toHaveTextContent(String(demoVehicles().length));
        expect(screen.getByLabelText('App version')).toHaveTextContent(/^\d+\.\d+\.\d+/);
        expect(screen.queryByRole('button', { name: /clear|delete|borrar|eliminar/i })).toBeNull();
        unmount();
      }
    },
  );

  it('SR-16 diagnostics say so when the API does not answer', async () => {
    // react-admin logs the failed call; the screen itself is what this test reads.
    quietConsoleErrors();
    renderApp('owner', {
      path: 'debug',
      dataProvider: fakeDataProvider({
        getSalesRentalsSummary: vi.fn(async () => Promise.reject(new HttpError('down', 500))),
      }),
    });
    await waitFor(() => expect(screen.getByLabelText('API')).toHaveTextContent('Not reachable'));
  });

  it('SR-16 the secretary does not get the hub or the diagnostics', async () => {
    renderApp('secretary', { path: 'debug' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Diagnóstico', level: 1 })).toBeNull());
    expect(within(document.body).queryByText('App version')).toBeNull();
  });
});

describe('properties screens', () => {
  afterEach(() => localStorage.clear());

  const AREA = '/ep-control/dueno/sales-rentals';
  const sale = demoProperties().filter((row) => row.type === 'sale');
  const firstSaleId = demoProperties().findIndex((row) => row.type === 'sale') + 1;

  /** One fake database: the spy wraps the method of the provider the screen reads from. */
  function spyOn<M extends 'create' | 'update' | 'delete' | 'getOne'>(method: M) {
    const dataProvider = fakeDataProvider();
    const spy = vi.fn(dataProvider[method].bind(dataProvider) as DataProvider[M]);
    Object.assign(dataProvider, { [method]: spy });
    return { spy, dataProvider };
  }

  async function fillRequired(title = 'Casa Cofresí') {
    fireEvent.change(await screen.findByLabelText(/^Title/), { target: { value: title } });
    fireEvent.change(screen.getByLabelText(/^Precio/), { target: { value: '125000' } });
    fireEvent.change(screen.getByLabelText(/^Location/), { target: { value: 'Cofresí' } });
  }

  it(
    'SR-08 SR-10 SR-11 SR-12 SR-15 the for-sale list shows only sale properties, its dashboard and the ' +
      'status words',
    async () => {
      renderApp('owner', { path: 'sales-rentals/properties-for-sale' });
      expect(await screen.findByText(sale[0].title)).toBeInTheDocument();
      for (const property of sale) expect(screen.getByText(property.title)).toBeInTheDocument();
      expect(screen.queryByText(demoProperties().find((row) => row.type === 'rent')!.title)).toBeNull();
      await waitFor(() =>
        expect(screen.getByLabelText('Activos')).toHaveTextContent(
          String(sale.filter((row) => row.status === 'active').length),
        ),
      );
      expect(screen.getByLabelText('Pendientes')).toHaveTextContent(
        String(sale.filter((row) => row.status === 'pending').length),
      );
      const total = sale.reduce((sum, row) => sum + row.price, 0);
      expect(screen.getByLabelText('Total Value')).toHaveTextContent(`$${total.toLocaleString('en-US')} USD`);
      expect(screen.getAllByText('Pending Review').length).toBeGreaterThan(0);
      expect(screen.getAllByText('Active').length).toBeGreaterThan(1);
      expect(screen.getByRole('link', { name: '+ Añadir propiedad' })).toHaveAttribute(
        'href',
        `${AREA}/properties-for-sale/add`,
      );
    },
  );

  it('SR-11 the for-rent list sums its prices as Monthly Revenue', async () => {
    renderApp('owner', { path: 'sales-rentals/properties-for-rent' });
    const rent = demoProperties().filter((row) => row.type === 'rent');
    const total = rent.reduce((sum, row) => sum + row.price, 0);
    await waitFor(() =>
      expect(screen.getByLabelText('Monthly Revenue')).toHaveTextContent(`$${total.toLocaleString('en-US')} USD`),
    );
  });

  it('SR-09 View hands the listing over: it shows before the API answers', async () => {
    const getOne = vi.fn(() => new Promise<never>(() => undefined));
    renderApp('owner', { path: 'sales-rentals/properties-for-sale', dataProvider: fakeDataProvider({ getOne }) });
    const row = (await screen.findByText(sale[0].title)).closest('tr')!;
    fireEvent.click(within(row).getByRole('link', { name: 'View' }));
    expect(await screen.findByRole('heading', { name: sale[0].title, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar propiedad' })).toHaveAttribute(
      'href',
      `${AREA}/properties-for-sale/edit/${firstSaleId}`,
    );
  });

  it('PROP-21 a property opened by URL without navigation state is loaded from the API', async () => {
    const { spy, dataProvider } = spyOn('getOne');
    renderApp('owner', { path: `sales-rentals/properties-for-sale/view/${firstSaleId}`, dataProvider });
    expect(await screen.findByRole('heading', { name: sale[0].title, level: 1 })).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith('properties', expect.objectContaining({ id: firstSaleId }));
    expect(screen.getByText(`${sale[0].area} m²`)).toBeInTheDocument();
    expect(screen.getByText(`Nombre: ${sale[0].owner_name}`)).toBeInTheDocument();
  });

  it('PROP-14 PROP-21 an unknown id, in edit or view, goes back to the properties for sale', async () => {
    // The fake provider logs the missing record; the redirect is what this test reads.
    quietConsoleErrors();
    for (const path of ['sales-rentals/properties-for-rent/edit/999', 'sales-rentals/properties-for-rent/view/abc']) {
      const { router, unmount } = renderApp('owner', { path });
      await waitFor(() => expect(router.state.location.pathname).toBe(`${AREA}/properties-for-sale`));
      unmount();
    }
  });

  it('PROP-02 SR-13 a property added from properties-for-rent is for rent and pending by default', async () => {
    const { spy, dataProvider } = spyOn('create');
    const { router } = renderApp('owner', { path: 'sales-rentals/properties-for-rent/add', dataProvider });
    await fillRequired();
    expect(screen.getByRole('combobox', { name: /Status/ })).toHaveTextContent('Pending Review');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar propiedad' }));
    await waitFor(() => expect(spy).toHaveBeenCalled());
    expect(spy.mock.calls[0][1].data).toMatchObject({
      type: 'rent',
      status: 'pending',
      title: 'Casa Cofresí',
      price: 125000,
      location: 'Cofresí',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${AREA}/properties-for-rent`));
  });

  it('PROP-02 a property added from properties-for-sale is for sale', async () => {
    const { spy, dataProvider } = spyOn('create');
    renderApp('owner', { path: 'sales-rentals/properties-for-sale/add', dataProvider });
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar propiedad' }));
    await waitFor(() => expect(spy).toHaveBeenCalled());
    expect(spy.mock.calls[0][1].data.type).toBe('sale');
  });

  it('PROP-03 title, price and location are required; nothing is sent', async () => {
    const { spy, dataProvider } = spyOn('create');
    renderApp('owner', { path: 'sales-rentals/properties-for-sale/add', dataProvider });
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar propiedad' }));
    for (const message of ['El título es obligatorio', 'El precio es obligatorio', 'La ubicación es obligatoria'])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('PROP-04 PROP-05 PROP-06 refuses a negative price or area and fewer than one bedroom or bathroom', async () => {
    const { spy, dataProvider } = spyOn('create');
    renderApp('owner', { path: 'sales-rentals/properties-for-sale/add', dataProvider });
    await fillRequired();
    expect(screen.getByLabelText(/^Habitaciones/)).toHaveValue(1);
    expect(screen.getByLabelText(/^Baños/)).toHaveValue(1);
    expect(screen.getByLabelText(/^Área/)).toHaveValue(0);
    fireEvent.change(screen.getByLabelText(/^Precio/), { target: { value: '-1' } });
    fireEvent.change(screen.getByLabelText(/^Habitaciones/), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText(/^Baños/), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText(/^Área/), { target: { value: '-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar propiedad' }));
    // The schema's own words, the ones the server answers.
    expect(await screen.findByText(es.ep.listings.minPrice)).toBeInTheDocument();
    expect(screen.getByText(es.ep.properties.minArea)).toBeInTheDocument();
    expect(screen.getByText(es.ep.properties.minBedrooms)).toBeInTheDocument();
    expect(screen.getByText(es.ep.properties.minBathrooms)).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it(
    'PROP-07 PROP-11 PROP-12 numbers are sent whole, empty owner fields as placeholders, no image as ' + 'the default',
    async () => {
      const { spy, dataProvider } = spyOn('create');
      renderApp('owner', { path: 'sales-rentals/properties-for-sale/add', dataProvider });
      await fillRequired();
      fireEvent.change(screen.getByLabelText(/^Precio/), { target: { value: '99999.9' } });
      fireEvent.change(screen.getByLabelText(/^Área/), { target: { value: '80.5' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar propiedad' }));
      await waitFor(() => expect(spy).toHaveBeenCalled());
      expect(spy.mock.calls[0][1].data).toMatchObject({
        price: 99999,
        area: 80,
        bedrooms: 1,
        bathrooms: 1,
        image: DEFAULT_LISTING_IMAGE,
        ...OWNER_PLACEHOLDERS,
      });
    },
  );

  it(
    'PROP-08 PROP-09 PROP-10 owner phone is tel, email is email; status choices and the ' + 'fifteen features',
    async () => {
      renderApp('owner', { path: 'sales-rentals/properties-for-sale/add' });
      expect(await screen.findByLabelText(/^Teléfono del propietario/)).toHaveAttribute('type', 'tel');
      expect(screen.getByLabelText(/^WhatsApp del propietario/)).toHaveAttribute('type', 'tel');
      expect(screen.getByLabelText(/^Correo del propietario/)).toHaveAttribute('type', 'email');
      for (const feature of PROPERTY_FEATURES)
        expect(screen.getByRole('checkbox', { name: feature })).toBeInTheDocument();
      expect(screen.getAllByRole('checkbox')).toHaveLength(PROPERTY_FEATURES.length);
      fireEvent.mouseDown(screen.getByRole('combobox', { name: /Status/ }));
      expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
        'Pending Review',
        'Active',
      ]);
    },
  );

  it('PROP-13 a failed add says so and keeps the form', async () => {
    renderApp('owner', {
      path: 'sales-rentals/properties-for-sale/add',
      dataProvider: fakeDataProvider({ create: vi.fn().mockRejectedValue(new HttpError('boom', 500)) }),
    });
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar propiedad' }));
    expect(await screen.findByText('Error saving property. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Casa Cofresí');
  });

  it('PROP-19 a successful edit shows Property updated successfully! and stays on the form', async () => {
    const { spy, dataProvider } = spyOn('update');
    renderApp('owner', { path: `sales-rentals/properties-for-sale/edit/${firstSaleId}`, dataProvider });
    const title = await screen.findByLabelText(/^Title/);
    await waitFor(() => expect(title).toHaveValue(sale[0].title));
    fireEvent.change(title, { target: { value: 'Villa Sosúa renovada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar propiedad' }));
    expect(await screen.findByText('Property updated successfully!')).toBeInTheDocument();
    expect(spy.mock.calls[0][1].data).toMatchObject({ title: 'Villa Sosúa renovada', version: 1 });
  });

  it('PROP-20 a failed edit says so and keeps what was typed', async () => {
    renderApp('owner', {
      path: `sales-rentals/properties-for-sale/edit/${firstSaleId}`,
      dataProvider: fakeDataProvider({ update: vi.fn().mockRejectedValue(new HttpError('boom', 500)) }),
    });
    const title = await screen.findByLabelText(/^Title/);
    await waitFor(() => expect(title).toHaveValue(sale[0].title));
    fireEvent.change(title, { target: { value: 'Nuevo título' } });
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar propiedad' }));
    expect(await screen.findByText('Error updating property. Please try again.')).toBeInTheDocument();
    expect(title).toHaveValue('Nuevo título');
  });

  it('SR-14 Delete asks with the title and deletes only once confirmed', async () => {
    const { spy, dataProvider } = spyOn('delete');
    renderApp('owner', { path: 'sales-rentals/properties-for-sale', dataProvider });
    const row = (await screen.findByText(sale[0].title)).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirm Delete')).toBeInTheDocument();
    expect(
      within(dialog).getByText(`Are you sure you want to delete "${sale[0].title}"? This action cannot be undone.`),
    ).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(spy).toHaveBeenCalledWith('properties', expect.objectContaining({ id: firstSaleId })));
    await waitFor(() => expect(screen.queryByText(sale[0].title)).toBeNull());
  });
});

describe('delete listing dialog', () => {
  afterEach(() => localStorage.clear());

  const properties = demoProperties();
  const listPath = (id: number) => `sales-rentals/properties-for-${properties[id - 1].type}`;

  async function openDelete(id: number) {
    renderApp('owner', { path: listPath(id) });
    const row = (await screen.findByText(properties[id - 1].title)).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    return screen.findByRole('dialog');
  }

  it('DATA the delete dialog of a listing with a running ad says the ad ends with it', async () => {
    // Property 1 has an active ad in the demo advertising.
    const dialog = await openDelete(1);
    expect(
      within(dialog).getByText(
        `Are you sure you want to delete "${properties[0].title}"? This action cannot be undone.`,
      ),
    ).toBeInTheDocument();
    expect(
      await within(dialog).findByText('También se cancelará 1 anuncio activo de este listado.'),
    ).toBeInTheDocument();
  });

  it('DATA a listing whose ad already expired is deleted without mention of ads', async () => {
    // Property 3's only ad has expired.
    const dialog = await openDelete(3);
    expect(
      within(dialog).getByText(
        `Are you sure you want to delete "${properties[2].title}"? This action cannot be undone.`,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/anuncio/)).toBeNull();
  });
});
