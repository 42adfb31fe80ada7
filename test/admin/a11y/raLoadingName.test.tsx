import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { MESSAGES } from '../../../src/admin/i18n/i18nProvider';
import type { SeedData } from '../../../src/server/seed/demoData';

describe("react-admin's own loading bars", () => {
  it(
    'ACCESSIBILITY a reference field still loading after a second shows a loading bar named in the ' + 'UI language',
    async () => {
      // The categories of the posts' rows never arrive: each row's Category cell keeps react-admin's loading bar, which
      // it shows once a second has passed (a slow machine's browser test met three of them, unnamed, on a list).
      const posts = [
        { id: 1, title: 'Damajagua en diciembre', slug: 'damajagua', status: 'published', category_id: 1 },
      ];
      const dataProvider = fakeDataProvider({ getMany: () => new Promise<never>(() => undefined) }, {
        posts,
      } as unknown as SeedData);
      renderApp('owner', { path: 'posts', dataProvider });
      const row = (await screen.findByText('Damajagua en diciembre')).closest('tr')!;
      expect(await within(row).findByRole('progressbar', { name: MESSAGES.es.ra.page.loading })).toBeInTheDocument();
    },
  );
});
