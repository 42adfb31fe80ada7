import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadCSV } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';

vi.mock('react-admin', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-admin')>()),
  downloadCSV: vi.fn(),
}));

// react-admin keeps a list's search in its store: the bulk delete runs before the export narrows the list.
describe('export and bulk delete in the shared list', () => {
  it('PAGE-03 selected rows are deleted together after a confirmation that names how many', async () => {
    const dataProvider = fakeDataProvider();
    const deleteMany = vi.spyOn(dataProvider, 'deleteMany');
    renderApp('owner', { path: 'pages', dataProvider });
    await waitFor(() => expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(2));
    const [all, ...rows] = screen.getAllByRole('checkbox');
    const count = rows.length;
    await userEvent.click(all);
    const toolbar = document.querySelector<HTMLElement>('[data-test="bulk-actions-toolbar"]')!;
    await userEvent.click(await within(toolbar).findByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Eliminar ${count} registros`);
    expect(dialog).toHaveTextContent(`¿Seguro que deseas eliminar estos ${count} registros?`);
    expect(deleteMany).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: /Confirmar/i }));
    await waitFor(() => expect(deleteMany).toHaveBeenCalledTimes(1));
    expect(deleteMany.mock.calls[0][0]).toBe('pages');
    expect(deleteMany.mock.calls[0][1].ids).toHaveLength(count);
  });

  it('PAGE-01 a list exports the records its search leaves, every field, as CSV', async () => {
    const dataProvider = fakeDataProvider();
    const getList = vi.spyOn(dataProvider, 'getList');
    renderApp('owner', { path: 'pages', dataProvider });
    await screen.findAllByRole('checkbox');
    const first = (
      await dataProvider.getList('pages', {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'date', order: 'DESC' },
        filter: {},
      })
    ).data[0];
    fireEvent.change(screen.getByPlaceholderText('Buscar páginas'), { target: { value: first.title } });
    await waitFor(() => expect(getList.mock.calls.some(([, params]) => params.filter.q === first.title)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(downloadCSV).toHaveBeenCalled());
    const [csv, name] = vi.mocked(downloadCSV).mock.calls[0];
    expect(name).toBe('pages');
    const [header, ...lines] = csv.replace('\uFEFF', '').split('\r\n');
    expect(header.split(',')).toEqual(expect.arrayContaining(['id', 'title', 'content', 'status', 'date']));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.includes(first.title))).toBe(true);
  });
});
