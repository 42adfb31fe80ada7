import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderApp } from '../renderApp';
import { quietConsoleErrors } from './quietConsole';
import { fakeDataProvider } from '../fakeDataProvider';
import { demoProperties, demoVehicles } from '../../../src/server/seed/listingsDemo';
import { VISIBILITY_EVENT } from '../../../src/admin/screens/salesRentals/visibilityBroadcast';

afterEach(() => localStorage.clear());

const count = <T extends { type: string }>(rows: T[], type: string) =>
  String(rows.filter((row) => row.type === type).length);

const visibilityProvider = (putSingleton = vi.fn(async (_name: string, data: unknown) => ({ data }))) =>
  fakeDataProvider({ getSingleton: vi.fn(async () => ({ data: { visible: false, version: 1 } })), putSingleton });

describe('Sales & Rentals hub', () => {
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
