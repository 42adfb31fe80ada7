import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { resources } from '../../../src/admin/resources';

afterEach(() => localStorage.clear());

describe('an address with no screen', () => {
  it('SHELL-01 a declared resource without screens (/ep-control/dueno/payments) shows the not-found screen, not a blank page', async () => {
    const screenless = resources.filter(({ views }) => !views.list).map(({ name }) => name);
    expect(screenless).toContain('payments');
    for (const path of screenless) {
      const view = renderApp('owner', { path });
      expect(await screen.findByRole('heading', { name: 'Página no encontrada', level: 5 })).toBeInTheDocument();
      view.unmount();
    }
  });

  it('SHELL-01 the secretary at such an address is told it does not exist, as the owner is, not that it is the owner’s', async () => {
    renderApp('secretary', { path: 'payments' });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada', level: 5 })).toBeInTheDocument();
  });
});
