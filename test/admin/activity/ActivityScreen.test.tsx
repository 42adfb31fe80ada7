import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { downloadCSV } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { menuFor } from '../../../src/admin/layout/menuItems';
import { es } from '../../../src/i18n/features';

vi.mock('react-admin', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-admin')>()),
  downloadCSV: vi.fn(),
}));

const entry = (
  at: string,
  username: string,
  resource: string,
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) => ({
  at,
  username,
  role: username === 'dueno' ? 'owner' : 'secretary',
  resource,
  record_id: 7,
  action,
  before,
  after,
});

const audit = [
  entry(
    '2026-03-01T15:00:00.000Z',
    'dueno',
    'navigation',
    'update',
    { name: 'Inicio', url: '/', order: 1 },
    { name: 'Portada', url: '/', order: 1 },
  ),
  entry('2026-03-05T15:00:00.000Z', 'secretaria', 'pages', 'create', null, {
    title: '=HYPERLINK("x")',
    status: 'draft',
  }),
  entry('2026-03-09T15:00:00.000Z', 'dueno', 'faq', 'delete', { question: '¿Horario?' }, null),
];

const open = () => {
  const dataProvider = fakeDataProvider({}, { audit });
  const getList = vi.spyOn(dataProvider, 'getList');
  renderApp('owner', { path: 'activity', dataProvider });
  return getList;
};

describe('Activity', () => {
  it('SHELL-15 the owner has an Actividad entry at the end of the sidebar; the secretary has none', () => {
    expect(menuFor('owner').at(-1)).toMatchObject({ label: 'ep.menu.activity', to: 'activity' });
    expect(es.ep.menu.activity).toBe('Actividad');
    expect(menuFor('secretary').map(({ to }) => to)).not.toContain('activity');
  });

  it(
    'API-81 lists the trail newest first with user, resource and action in words; a row opens its ' +
      'field-by-field diff',
    async () => {
      open();
      await screen.findByText('faq');
      const rows = screen.getAllByRole('row');
      expect(rows[1]).toHaveTextContent(/dueno.*faq.*Eliminó/);
      expect(rows[3]).toHaveTextContent(/dueno.*navigation.*Modificó/);
      fireEvent.click(within(rows[3]).getByText('navigation'));
      const diff = await screen.findByRole('table', { name: /Cambios del registro/ });
      expect(
        within(diff)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual(['CampoAntesDespués', 'nameInicioPortada']);
    },
  );

  it('API-81 filters by user, resource, action and day range on the server', async () => {
    const getList = open();
    await screen.findAllByRole('row');
    fireEvent.change(screen.getByLabelText('Usuario'), { target: { value: 'dueno' } });
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-03-02' } });
    await waitFor(() => expect(screen.queryByText('navigation')).toBeNull());
    expect(screen.getByText('faq')).toBeInTheDocument();
    expect(screen.queryByText('pages')).toBeNull();
    const filter = getList.mock.calls.at(-1)?.[1].filter;
    // The day as Puerto Plata lives it (UTC−4), whatever the browser's zone.
    expect(filter).toMatchObject({ username: 'dueno', at_gte: '2026-03-02T04:00:00.000Z' });
  });

  it('API-81 exports what is filtered as CSV, each changed field as before → after', async () => {
    open();
    await screen.findAllByRole('row');
    fireEvent.change(screen.getByLabelText('Usuario'), { target: { value: 'secretaria' } });
    await waitFor(() => expect(screen.queryByText('faq')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(downloadCSV).toHaveBeenCalled());
    const [csv, name] = vi.mocked(downloadCSV).mock.calls[0];
    expect(name).toBe('actividad');
    const lines = csv.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('fecha,usuario,rol,recurso,registro,accion,cambios');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('secretaria,secretary,pages,7,Creó');
    expect(lines[1]).toContain('"title: — → =HYPERLINK(""x""); status: — → draft"');
  });
});
