import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, type DataProvider } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { quietConsoleErrors } from './quietConsole';
import { demoVehicles } from '../../../src/server/seed/listingsDemo';
import { OWNER_PLACEHOLDERS } from '../../../src/domain/listings';
import { VEHICLE_EDIT_YEAR_MAX, VEHICLE_FEATURES, VEHICLE_YEAR_MIN } from '../../../src/domain/vehicles';
import { es } from '../../../src/i18n/features';
import { STATUS_COLORS } from '../../../src/admin/components/listings/ListingStatusChip';

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
