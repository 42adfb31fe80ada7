import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { demoProperties } from '../../../src/server/seed/listingsDemo';

afterEach(() => localStorage.clear());

/** The banner is a snackbar pinned to the window (position: fixed), not a block at the top of a long page. */
const pinned = (text: string) => screen.getByText(text).closest('.MuiSnackbar-root');

describe('success banners show where the owner clicked', () => {
  it(
    'STAFF PROP-19 Property updated successfully! shows pinned to the window, not at the top ' + 'of the page',
    async () => {
      const dataProvider = fakeDataProvider();
      const id = demoProperties().findIndex((row) => row.type === 'sale') + 1;
      renderApp('owner', { path: `sales-rentals/properties-for-sale/edit/${id}`, dataProvider });
      const title = await screen.findByLabelText(/^Title/);
      await waitFor(() => expect(title).not.toHaveValue(''));
      fireEvent.change(title, { target: { value: 'Villa Sosúa renovada' } });
      fireEvent.click(screen.getByRole('button', { name: 'Actualizar propiedad' }));
      await screen.findByText('Property updated successfully!');
      expect(pinned('Property updated successfully!')).not.toBeNull();
    },
  );
});
