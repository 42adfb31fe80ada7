import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, type DataProvider } from 'react-admin';
import { renderApp } from '../renderApp';
import { quietConsoleErrors } from './quietConsole';
import { fakeDataProvider } from '../fakeDataProvider';
import { demoProperties } from '../../../src/server/seed/listingsDemo';
import { DEFAULT_LISTING_IMAGE, OWNER_PLACEHOLDERS } from '../../../src/domain/listings';
import { PROPERTY_FEATURES } from '../../../src/domain/properties';
import { es } from '../../../src/i18n/features';

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

describe('properties screens', () => {
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
