import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, render, fireEvent, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { AdminErrorBoundary } from '../../../src/admin/layout/AdminErrorBoundary';
import { DEFAULT_CHECKLIST, healthPercentage } from '../../../src/domain/seo/checklist';
import { es } from '../../../src/i18n/features';
import type { OwnerTodayMethods } from '../../../src/admin/providers/ownerTodayMethods';

afterEach(() => localStorage.clear());

const STATUS_WORDS = es.ep.seo.checkStatus;

describe('dashboards', () => {
  it('DASH-01 DASH-02 the owner sees real counts of Pages, Media and Users, each linking to its section', async () => {
    renderApp('owner');
    await waitFor(() => expect(screen.getByTestId('count-pages')).toHaveTextContent('5'));
    expect(screen.getByTestId('count-media')).toHaveTextContent('4');
    expect(screen.getByTestId('count-users')).toHaveTextContent('5');
    expect(screen.getByRole('link', { name: 'Pages' })).toHaveAttribute('href', '/ep-control/dueno/pages');
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/ep-control/dueno/users');
    expect(screen.getByText('Salud SEO')).toBeInTheDocument();
  });

  it('DASH-03 a count whose call fails shows 0', async () => {
    const base = fakeDataProvider();
    const getList = vi.fn((resource: string, params: Parameters<typeof base.getList>[1]) =>
      resource === 'media' ? Promise.reject(new HttpError('down', 500)) : base.getList(resource, params),
    );
    renderApp('owner', { dataProvider: fakeDataProvider({ getList }) });
    await waitFor(() => expect(screen.getByTestId('count-media')).toHaveTextContent('0'));
    expect(screen.getByTestId('count-pages')).toHaveTextContent('5');
  });

  it('DASH-06 the secretary sees the real Pages and Media counts, no Users and no SEO widget', async () => {
    renderApp('secretary');
    await waitFor(() => expect(screen.getByTestId('count-pages')).toHaveTextContent('5'));
    expect(screen.getByTestId('count-media')).toHaveTextContent('4');
    expect(screen.queryByTestId('count-users')).toBeNull();
    expect(screen.queryByText('Salud SEO')).toBeNull();
  });

  it('DASH-01 the owner dashboard shows the read-only SEO health checklist under the score', async () => {
    renderApp('owner');
    expect(await screen.findByText(`${healthPercentage(DEFAULT_CHECKLIST)}%`)).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('img', { name: /: (Correcto|Mejorable|Falta)$/ })
        .map((icon) => icon.getAttribute('aria-label')),
    ).toEqual(DEFAULT_CHECKLIST.map((item) => `${item.label}: ${STATUS_WORDS[item.status]}`));
    expect(screen.queryByRole('button', { name: /: (Correcto|Mejorable|Falta)$/ })).toBeNull();
  });

  it(
    'DASH-04 DASH-05 the SEO widget shows the checklist score read-only, says plainly when there is none, and ' +
      'that it failed when it did',
    async () => {
      const view = renderApp('owner');
      expect(await screen.findByText(`${healthPercentage(DEFAULT_CHECKLIST)}%`)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /: (Correcto|Mejorable|Falta)$/ })).toBeNull();
      view.unmount();
      const base = fakeDataProvider() as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
      const noScore = vi.fn(async (name: string, ...rest: unknown[]) =>
        name === 'seo-checklist' ? { data: {} } : base.getSingleton(name, ...rest),
      );
      const none = renderApp('owner', { dataProvider: fakeDataProvider({ getSingleton: noScore }) });
      expect(await screen.findByText(/Sin datos de SEO todavía/)).toBeInTheDocument();
      none.unmount();
      renderApp('owner', {
        dataProvider: fakeDataProvider({ getSingleton: vi.fn().mockRejectedValue(new HttpError('x', 500)) }),
      });
      // Issue 43: a failed load is not "no data yet".
      expect(await screen.findByText('No se pudo cargar el checklist SEO.')).toBeInTheDocument();
      expect(screen.queryByText(/Sin datos de SEO todavía/)).toBeNull();
    },
  );
});

describe('error boundary', () => {
  it('SHELL-24 a crash while loading the admin shows Error loading admin panel with Reload Page', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('chunk failed');
    };
    render(
      <AdminErrorBoundary>
        <Broken />
      </AdminErrorBoundary>,
    );
    expect(screen.getByText('Error loading admin panel')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});

describe('owner dashboard: what needs me today', () => {
  it('shows the four counts, each a link to its list already filtered', async () => {
    const provider = fakeDataProvider() as ReturnType<typeof fakeDataProvider> & OwnerTodayMethods;
    const { data } = await provider.getOwnerToday();
    const { router } = renderApp('owner', { path: '', dataProvider: provider });
    const row = await screen.findByRole('region', { name: 'Lo que necesita tu atención hoy' });
    await waitFor(() =>
      expect(within(row).getByTestId('today-new_reservations')).toHaveTextContent(String(data.new_reservations)),
    );
    expect(within(row).getByTestId('today-unread_messages')).toHaveTextContent(String(data.unread_messages));
    expect(within(row).getByTestId('today-expiring_ads')).toHaveTextContent(String(data.expiring_ads));
    expect(within(row).getByTestId('today-pending_listings')).toHaveTextContent(String(data.pending_listings));
    expect(data.expiring_ads).toBeGreaterThan(0);
    expect(within(row).getByRole('link', { name: 'Anuncios que vencen en 7 días' })).toHaveAttribute(
      'href',
      '/ep-control/dueno/advertisement-expiration',
    );
    expect(within(row).getByRole('link', { name: 'Mensajes sin leer' })).toHaveAttribute(
      'href',
      `/ep-control/dueno/contact?filter=${encodeURIComponent('{"leido":false}')}`,
    );
    fireEvent.click(within(row).getByRole('link', { name: 'Reservas nuevas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ep-control/dueno/reservas'));
    expect(JSON.parse(new URLSearchParams(router.state.location.search).get('filter') ?? '{}')).toEqual({
      estado: 'nueva',
    });
  });

  it('is not on the secretary’s dashboard', async () => {
    renderApp('secretary', { path: '' });
    await screen.findByRole('heading', { name: 'Dashboard', level: 5 });
    expect(screen.queryByRole('region', { name: 'Lo que necesita tu atención hoy' })).toBeNull();
  });
});
