import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, type GetListParams } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { type Reservation } from '../../../src/domain/reservations';
import { today } from '../../../src/domain/common';
import { es } from '../../../src/admin/i18n/es';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 90_000 });
afterEach(() => localStorage.clear());

const booking = (overrides: Partial<Reservation>) => ({
  nombre: 'Ana Pérez', fecha: today(), tour_id: 1, personas: 2, estado: 'confirmada' as const, email: '', telefono: '', notas: '', ...overrides,
});

describe('reservas', () => {
  it('RES-01 RES-02 RES-03 RES-04 RES-06 RES-07 Spanish tabs, Reservas and Ganancia cards, estado tabs and the columns', async () => {
    const reservas = [booking({ nombre: 'Ana Pérez', estado: 'nueva' }), booking({ nombre: 'John Carter' }), booking({ nombre: 'Old', fecha: '2001-01-01' })];
    renderApp('owner', { path: 'reservas', dataProvider: fakeDataProvider({}, { reservas }) });
    expect(await screen.findByText('Ana Pérez')).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['mensual', 'quincenal', 'semanal', 'diario', 'todas', 'nueva', 'pendiente', 'confirmada', 'futura', 'cancelada']);
    await waitFor(() => expect(screen.getByTestId('card-Reservas')).toHaveTextContent('2'));
    expect(screen.getByTestId('card-Ganancia')).toHaveTextContent('$100');
    for (const header of ['Nombre', 'Fecha', 'Tour', 'Pasajeros', 'Estado']) expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    const row = screen.getByText('Ana Pérez').closest('tr')!;
    expect(await within(row).findByText('27 Damajagua Waterfalls')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'nueva' }));
    await waitFor(() => expect(screen.queryByText('John Carter')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('card-Reservas')).toHaveTextContent('1'));
    expect(screen.getByTestId('card-Ganancia')).toHaveTextContent('$50');
  });

  it('RES-08 RES-11 a nueva row is bold and highlighted; the name opens reservas/{id}', async () => {
    renderApp('owner', { path: 'reservas', dataProvider: fakeDataProvider({}, { reservas: [booking({ nombre: 'Nueva Persona', estado: 'nueva' }), booking({ nombre: 'Vieja Persona' })] }) });
    const link = await screen.findByRole('link', { name: 'Nueva Persona' });
    expect(link).toHaveAttribute('href', '/ep-control/dueno/reservas/1');
    expect(getComputedStyle(link).fontWeight).toBe('700');
    expect(getComputedStyle(screen.getByRole('link', { name: 'Vieja Persona' })).fontWeight).toBe('400');
    expect(link.closest('tr')!.className).not.toBe(screen.getByRole('link', { name: 'Vieja Persona' }).closest('tr')!.className);
  });

  it('RES-09 RES-10 an empty list says so; the page size is 20', async () => {
    renderApp('owner', { path: 'reservas', dataProvider: fakeDataProvider({}, { reservas: [] }) });
    expect(await screen.findByText(es.ep.reservations.empty)).toBeInTheDocument();
  });

  it('RES-10 twenty reservations a page', async () => {
    const getList = vi.fn(fakeDataProvider().getList);
    renderApp('owner', { path: 'reservas', dataProvider: fakeDataProvider({ getList }) });
    await waitFor(() => expect(screen.getAllByRole('row').length).toBe(21));
    expect(getList.mock.calls.find(([resource]) => resource === 'reservas')?.[1].pagination).toEqual({ page: 1, perPage: 20 });
  });

  it('RES-14 a failed load says Error loading reservations', async () => {
    const base = fakeDataProvider();
    const getList = vi.fn((resource: string, params: GetListParams) => (resource === 'reservas' ? Promise.reject(new HttpError('boom', 500)) : base.getList(resource, params)));
    renderApp('owner', { path: 'reservas', dataProvider: fakeDataProvider({ getList }) });
    expect((await screen.findAllByText(es.ep.reservations.loadError)).length).toBeGreaterThan(0);
  });

  it('RES-12 RES-13 the list changes nothing; the detail shows the reservation and its tour and changes estado', async () => {
    const base = fakeDataProvider({}, { reservas: [booking({ nombre: 'Ana Pérez', estado: 'nueva', personas: 3 })] });
    const update = vi.fn(base.update);
    renderApp('owner', { path: 'reservas/1', dataProvider: fakeDataProvider({ update }, { reservas: [booking({ nombre: 'Ana Pérez', estado: 'nueva', personas: 3 })] }) });
    expect(await screen.findByText('Ana Pérez')).toBeInTheDocument();
    expect(await screen.findByText('27 Damajagua Waterfalls')).toBeInTheDocument();
    const estado = screen.getByRole('combobox', { name: /Estado/ });
    expect(estado).toHaveTextContent('Nueva');
    fireEvent.mouseDown(estado);
    fireEvent.click(await screen.findByRole('option', { name: 'Confirmada' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][1].data).toMatchObject({ estado: 'confirmada' });
    expect(await screen.findByText(es.ep.reservations.saved)).toBeInTheDocument();
  });
});
