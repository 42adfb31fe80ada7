import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../renderApp';

/** A 375 px screen for MUI's media queries: every `max-width` query of 375 px or more matches. */
function phoneScreen() {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.-]+)px/.exec(query);
    const min = /min-width:\s*([\d.-]+)px/.exec(query);
    const matches = (!max || Number(max[1]) >= 375) && (!min || Number(min[1]) <= 375);
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

beforeEach(phoneScreen);
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('phones', () => {
  it(
    'PAGE-01 PAGE-03 pages become cards whose Editar and Eliminar keep their text; + Nueva Página ' + 'keeps its text',
    async () => {
      renderApp('owner', { path: 'pages' });
      const cards = await screen.findByTestId('card-list');
      expect(screen.queryByRole('table')).toBeNull();
      const card = within(cards).getByText('Sosúa and Cabarete day trip').closest('.MuiCard-root') as HTMLElement;
      expect(await within(card).findByRole('link', { name: 'Editar' })).toHaveTextContent('Editar');
      expect(within(card).getByRole('button', { name: 'Eliminar' })).toHaveTextContent('Eliminar');
      expect(screen.getByRole('link', { name: '+ Nueva Página' })).toHaveTextContent('+ Nueva Página');
    },
  );

  it('NAV-03 NAV-05 navigation links become cards with up, down, Edit and Delete', async () => {
    renderApp('secretary', { path: 'navigation' });
    const cards = await screen.findByTestId('card-list');
    const card = within(cards).getByText('Blog').closest('.MuiCard-root') as HTMLElement;
    expect(await within(card).findByRole('link', { name: 'Edit' })).toHaveTextContent('Edit');
    expect(within(card).getByRole('button', { name: 'Delete' })).toHaveTextContent('Delete');
    expect(within(card).getByRole('button', { name: 'Subir Blog' })).toBeEnabled();
  });

  it('USER-02 staff records become cards; the form keeps Guardar and Cancelar as words', async () => {
    const list = renderApp('owner', { path: 'users' });
    await waitFor(() => expect(screen.getAllByTestId('card-list')).toHaveLength(2));
    list.unmount();
    renderApp('owner', { path: 'users/create' });
    expect(await screen.findByRole('button', { name: 'Cancelar' })).toHaveTextContent('Cancelar');
    expect(screen.getByRole('button', { name: 'Guardar' })).toHaveTextContent('Guardar');
  });
});
