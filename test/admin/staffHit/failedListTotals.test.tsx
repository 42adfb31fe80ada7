import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError, type DataProvider } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';

afterEach(() => localStorage.clear());

describe('a failed list shows no total', () => {
  it('STAFF PAGE-01 Pages: after a failed reload the error stands alone, without the old "1 - n de n"', async () => {
    const base = fakeDataProvider();
    let fail = false;
    const getList = vi.fn(async (resource: string, params: Parameters<DataProvider['getList']>[1]) => {
      if (resource === 'pages' && fail) throw new HttpError('Internal', 500);
      return base.getList(resource, params);
    });
    renderApp('secretary', { path: 'pages', dataProvider: fakeDataProvider({ getList }) });
    const range = () => document.querySelector('.MuiTablePagination-displayedRows');
    await waitFor(() => expect(range()?.textContent).toMatch(/\d+ de \d+/));
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: /Actualizar|Recargar|Refrescar|Refresh/i }));
    expect(await screen.findByText('No se pudo cargar la lista.')).toBeInTheDocument();
    await waitFor(() => expect(range()).toBeNull());
  });
});
