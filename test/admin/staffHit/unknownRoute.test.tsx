import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { resources } from '../../../src/admin/resources';

afterEach(() => localStorage.clear());

describe('an address with no screen', () => {
  it(
    'SHELL-01 a declared resource without screens (/ep-control/dueno/notifications) shows the not-found ' +
      'screen, not a blank page',
    async () => {
      // Payments excepted: its address leads to Caja (test/admin/cashup/paymentsAddress.test.tsx).
      const screenless = resources
        .filter(({ views, name }) => !views.list && name !== 'payments')
        .map(({ name }) => name);
      expect(screenless).toContain('notifications');
      for (const path of screenless) {
        const view = renderApp('owner', { path });
        expect(await screen.findByRole('heading', { name: 'Página no encontrada', level: 5 })).toBeInTheDocument();
        view.unmount();
      }
    },
  );

  it(
    'SHELL-01 the secretary at such an address is told it does not exist, as the owner is, not that it is ' +
      'the owner’s',
    async () => {
      renderApp('secretary', { path: 'payments' });
      expect(await screen.findByRole('heading', { name: 'Página no encontrada', level: 5 })).toBeInTheDocument();
    },
  );
});
