import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';

afterEach(() => localStorage.clear());

/** SHELL-15: the spec's sidebar, in its order; a resource added later is placed among them by its declaration. */
const OWNER_ITEMS = [
  'Dashboard',
  'Reservas',
  'Tours',
  'Attractions',
  'Pages',
  'Posts',
  'Media',
  'Users',
  'Settings',
  'Contact',
  'Navigation',
  'SEO',
  'Footer',
  'Policies',
  'FAQ',
  'About Us',
  'Sales & Rentals',
  'Advertising',
  'Advertising Plans',
];

const sidebarLabels = () => screen.getAllByRole('menuitem').map((item) => item.textContent?.trim());
const specItems = (items: string[]) => () =>
  sidebarLabels().filter((label) => label !== undefined && items.includes(label));

describe('shell', () => {
  it(
    'SHELL-15 SHELL-03 the owner sidebar lists the nineteen items in the spec order, then the activity log, ' +
      'with their routes under /ep-control/dueno',
    async () => {
      renderApp('owner');
      // Issue 14's audit screen follows the spec's nineteen, so their order is untouched.
      await waitFor(() => expect(specItems([...OWNER_ITEMS, 'Actividad'])()).toEqual([...OWNER_ITEMS, 'Actividad']));
      // DECISIONS SHELL-15: every item beyond the spec comes after its nineteen, none between them (issue 43).
      expect(sidebarLabels().slice(0, OWNER_ITEMS.length)).toEqual(OWNER_ITEMS);
      for (const beyond of ['Cruceros', 'Flota', 'Zonas de traslado', 'Caja', 'Informes', 'Permisos', 'Testimonios'])
        expect(sidebarLabels().indexOf(beyond)).toBeGreaterThan(OWNER_ITEMS.length - 1);
      expect(screen.getByRole('menuitem', { name: 'Sales & Rentals' })).toHaveAttribute(
        'href',
        '/ep-control/dueno/sales-rentals',
      );
      expect(screen.getByRole('menuitem', { name: 'Advertising Plans' })).toHaveAttribute(
        'href',
        '/ep-control/dueno/advertising-plans',
      );
      expect(screen.getByRole('menuitem', { name: 'Reservas' })).toHaveAttribute('href', '/ep-control/dueno/reservas');
    },
  );

  it('SHELL-16 the secretary sidebar shows Dashboard, Pages, Media, Contact, Navigation', async () => {
    renderApp('secretary');
    await waitFor(() =>
      expect(specItems(OWNER_ITEMS)()).toEqual(['Dashboard', 'Pages', 'Media', 'Contact', 'Navigation']),
    );
    expect(screen.getByRole('menuitem', { name: 'Pages' })).toHaveAttribute('href', '/ep-control/secretaria/pages');
  });

  it(
    'SHELL-17 SHELL-19 SHELL-21 the bell counts unread notifications, opening clears the badge, a click ' +
      'routes by type',
    async () => {
      const markNotificationsRead = vi.fn().mockResolvedValue(undefined);
      const { router } = renderApp('owner', { dataProvider: fakeDataProvider({ markNotificationsRead }) });
      const badge = await screen.findByTestId('notification-badge');
      await waitFor(() => expect(within(badge).getByText('5')).toBeInTheDocument());
      fireEvent.click(screen.getByRole('button', { name: 'Notificaciones' }));
      expect(markNotificationsRead).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(within(badge).queryByText('5')).toBeNull());
      const list = await screen.findByTestId('notification-list');
      expect(list).toHaveStyle({ maxHeight: '384px', overflowY: 'auto' });
      fireEvent.click(within(list).getByText(/Nuevo mensaje de Laura/));
      await waitFor(() => expect(router.state.location.pathname).toBe('/ep-control/dueno/contact'));
    },
  );

  it('SHELL-21 a testimonial notification opens testimonials, a reserva opens reservas', async () => {
    const { router } = renderApp('owner');
    fireEvent.click(await screen.findByRole('button', { name: 'Notificaciones' }));
    fireEvent.click(await screen.findByText(/Nuevo testimonio/));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ep-control/dueno/testimonials'));
    fireEvent.click(screen.getByRole('button', { name: 'Notificaciones' }));
    fireEvent.click((await screen.findAllByText(/Nueva reserva/))[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ep-control/dueno/reservas'));
  });

  it('SHELL-22 SHELL-23 the user menu has Perfil and Cerrar sesión, which logs out to login', async () => {
    renderApp('owner');
    fireEvent.click(await screen.findByRole('button', { name: /perfil|dueno/i }));
    expect(await screen.findByRole('menuitem', { name: 'Perfil' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Cerrar sesión' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(localStorage.getItem('ep-control.session')).toBeNull();
  });
});
