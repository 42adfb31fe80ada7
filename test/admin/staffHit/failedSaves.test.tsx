import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { bookingSchema } from '../../../src/domain/bookings';

// The listing screens load lazily: their modules are transformed here, outside a test's time
// (salesRentals/vehicles.test.tsx).
beforeAll(
  () =>
    Promise.all([
      import('../../../src/admin/screens/salesRentals/SalesRentalsScreen'),
      import('../../../src/admin/resources/vehicles/VehicleCreate'),
    ]),
  120_000,
);

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** After the failed save, the user clicks away: the form must still ask, and a 'no' keeps her and what she typed. */
async function leaveAfterFailedSave(
  router: { state: { location: { pathname: string } } },
  path: string,
  field: HTMLElement,
  value: string,
) {
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
  fireEvent.click(screen.getByRole('menuitem', { name: 'Navigation' }));
  await waitFor(() => expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/cambios no se guardaron/)));
  expect(router.state.location.pathname).toBe(`/ep-control/dueno/${path}`);
  expect(field).toHaveValue(value);
}

describe('a failed save is not a save', () => {
  it('STAFF TOUR-09 Add New Tour after a 500: the failure is said and leaving still asks', async () => {
    const create = vi.fn().mockRejectedValue(new HttpError('Internal Server Error', 500));
    const { router } = renderApp('owner', { path: 'tours/new', dataProvider: fakeDataProvider({ create }) });
    const name = await screen.findByLabelText(/^Tour Name/);
    fireEvent.change(name, { target: { value: 'Sunset Catamaran' } });
    fireEvent.change(screen.getByLabelText(/^Slug/), { target: { value: 'sunset-catamaran' } });
    fireEvent.change(screen.getByLabelText(/^Duration/), { target: { value: '3 hours' } });
    fireEvent.change(screen.getByLabelText(/^Capacity/), { target: { value: '1-10 people' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Content' }));
    fireEvent.change(screen.getByLabelText(/^Full Description/), { target: { value: 'Along the bay.' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Pricing' }));
    fireEvent.change(screen.getByLabelText(/^Base Price/), { target: { value: '70' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Tour' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Tour' })).toBeEnabled());
    fireEvent.click(screen.getByRole('tab', { name: 'Basic Info' }));
    await leaveAfterFailedSave(router, 'tours/new', screen.getByLabelText(/^Tour Name/), 'Sunset Catamaran');
  });

  it('STAFF POL-05 Edit Policy says its save failed, and leaving still asks', async () => {
    const update = vi.fn().mockRejectedValue(new HttpError('Internal Server Error', 500));
    const { router } = renderApp('owner', { path: 'policies/1', dataProvider: fakeDataProvider({ update }) });
    const title = await screen.findByLabelText(/^Title/);
    await waitFor(() => expect(title).toHaveValue('Privacy Policy'));
    fireEvent.change(title, { target: { value: 'Privacy Policy 2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/Error del servidor|error/i)).toBeInTheDocument();
    await leaveAfterFailedSave(router, 'policies/1', title, 'Privacy Policy 2026');
  });

  it('STAFF SET-11 the site settings after a failed save: leaving still asks', async () => {
    const putSingleton = vi.fn().mockRejectedValue(new HttpError('Internal Server Error', 500));
    const { router } = renderApp('owner', { path: 'settings', dataProvider: fakeDataProvider({ putSingleton }) });
    const name = await screen.findByLabelText(/Nombre del sitio/);
    fireEvent.change(name, { target: { value: 'Puerto Plata Rides' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Guardar' })[0]);
    await waitFor(() => expect(putSingleton).toHaveBeenCalled());
    await leaveAfterFailedSave(router, 'settings', name, 'Puerto Plata Rides');
  });

  it("STAFF VEH-05 Add Vehicle after 'Error saving vehicle': the failure is said and leaving still asks", async () => {
    const create = vi.fn().mockRejectedValue(new HttpError('Internal Server Error', 500));
    const { router } = renderApp('owner', {
      path: 'sales-rentals/vehicles-for-sale/add',
      dataProvider: fakeDataProvider({ create }),
    });
    const title = await screen.findByLabelText(/^Title/, {}, { timeout: 60_000 });
    fireEvent.change(title, { target: { value: 'Mazda CX-5 2020' } });
    fireEvent.change(screen.getByLabelText(/^Precio/), { target: { value: '21000' } });
    fireEvent.change(screen.getByLabelText(/^Marca/), { target: { value: 'Mazda' } });
    fireEvent.change(screen.getByLabelText(/^Modelo/), { target: { value: 'CX-5' } });
    fireEvent.change(screen.getByLabelText(/^Kilometraje/), { target: { value: '52000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Vehicle' }));
    expect(await screen.findByText('Error saving vehicle. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Vehicle' })).toBeEnabled());
    await leaveAfterFailedSave(router, 'sales-rentals/vehicles-for-sale/add', title, 'Mazda CX-5 2020');
  }, 90000);

  it('STAFF BOOKING the booking form refused as a full day (409 over_capacity): leaving still asks', async () => {
    const reservas = [
      bookingSchema.parse({
        nombre: 'Grace Hopper',
        fecha: '2026-12-12',
        tour_id: 1,
        personas: 3,
        adults: 3,
        estado: 'pendiente',
        source: 'whatsapp',
        price_total: 85,
        balance: 85,
        has_balance: true,
      }),
    ];
    const update = vi.fn().mockRejectedValue(new HttpError('Quedan 2 plazas el 12/12', 409, { code: 'over_capacity' }));
    const { router } = renderApp('owner', {
      path: 'reservas/1/editar',
      dataProvider: fakeDataProvider({ update }, { reservas }),
    });
    const name = await screen.findByLabelText(/^Nombre/);
    await waitFor(() => expect(name).toHaveValue('Grace Hopper'));
    fireEvent.change(screen.getByLabelText(/Adultos/), { target: { value: '5' } });
    fireEvent.change(name, { target: { value: 'Grace B. Hopper' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/Quedan 2 plazas el 12\/12/)).toBeInTheDocument();
    await leaveAfterFailedSave(router, 'reservas/1/editar', name, 'Grace B. Hopper');
  }, 90000);

  it('STAFF SET-02 a successful save still leaves without asking', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = renderApp('owner', { path: 'policies/1' });
    const title = await screen.findByLabelText(/^Title/);
    await waitFor(() => expect(title).toHaveValue('Privacy Policy'));
    fireEvent.change(title, { target: { value: 'Privacy Policy 2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ep-control/dueno/policies'));
    expect(confirm).not.toHaveBeenCalled();
  });
});
