import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { demoProperties } from '../../../src/server/seed/listingsDemo';

afterEach(() => localStorage.clear());

const properties = demoProperties();
const listPath = (id: number) => `sales-rentals/properties-for-${properties[id - 1].type}`;

async function openDelete(id: number) {
  renderApp('owner', { path: listPath(id) });
  const row = (await screen.findByText(properties[id - 1].title)).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
  return screen.findByRole('dialog');
}

describe('delete listing dialog', () => {
  it('DATA the delete dialog of a listing with a running ad says the ad ends with it', async () => {
    // Property 1 has an active ad in the demo advertising.
    const dialog = await openDelete(1);
    expect(
      within(dialog).getByText(
        `Are you sure you want to delete "${properties[0].title}"? This action cannot be undone.`,
      ),
    ).toBeInTheDocument();
    expect(
      await within(dialog).findByText('También se cancelará 1 anuncio activo de este listado.'),
    ).toBeInTheDocument();
  });

  it('DATA a listing whose ad already expired is deleted without mention of ads', async () => {
    // Property 3's only ad has expired.
    const dialog = await openDelete(3);
    expect(
      within(dialog).getByText(
        `Are you sure you want to delete "${properties[2].title}"? This action cannot be undone.`,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/anuncio/)).toBeNull();
  });
});
