import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DataProvider, GetListParams } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';

/** One audited update of entry 4: its title and its server-stamped last update changed. */
const AUDIT = [
  {
    id: 1,
    at: '2026-12-03T07:21:57.820Z',
    username: 'dueno',
    action: 'update',
    resource: 'seo-entries',
    record_id: 4,
    before: { title: 'Old title', last_update: '2026-12-02T07:00:00.000Z' },
    after: { title: 'New title', last_update: '2026-12-03T07:21:57.820Z' },
  },
];

function withAudit(): DataProvider {
  const base = fakeDataProvider();
  return {
    ...base,
    getList: (resource: string, params: GetListParams) =>
      resource === 'audit'
        ? Promise.resolve({ data: AUDIT, total: AUDIT.length } as never)
        : base.getList(resource, params),
  };
}

describe('SEO history', () => {
  it('SEO-10 dates read on the business clock in the app format, fields and actions in the UI words', async () => {
    renderApp('owner', { path: 'seo/history/4', dataProvider: withAudit() });
    // 07:21 UTC is 03:21 in Puerto Plata.
    const heading = await screen.findByRole('heading', { name: /3 dic 2026, 03:21 · dueno · Modificó/ });
    const card = heading.closest('.MuiCard-root') as HTMLElement;
    expect(within(card).getByText('Título', { selector: 'th' })).toBeInTheDocument();
    expect(within(card).getByText('Última actualización', { selector: 'th' })).toBeInTheDocument();
    expect(within(card).getByText('2 dic 2026, 03:00')).toBeInTheDocument();
    expect(screen.queryByText(/2026-12-0\dT/)).not.toBeInTheDocument();
    expect(screen.queryByText('last_update')).not.toBeInTheDocument();
  });
});
