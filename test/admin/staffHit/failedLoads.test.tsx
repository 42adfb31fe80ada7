import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError, type DataProvider } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';

afterEach(() => localStorage.clear());

describe('a failed load says so instead of looking empty', () => {
  it('STAFF NAV-02 Navigation: a failed load is not "No hay enlaces."; Reintentar loads the links', async () => {
    const base = fakeDataProvider();
    // Every retry of the list fails until the staff member asks again.
    let fail = true;
    const getList = vi.fn(async (resource: string, params: Parameters<DataProvider['getList']>[1]) => {
      if (resource === 'navigation' && fail) throw new HttpError('Internal', 500);
      return base.getList(resource, params);
    });
    renderApp('secretary', { path: 'navigation', dataProvider: fakeDataProvider({ getList }) });
    expect(await screen.findByText('No se pudo cargar la lista.')).toBeInTheDocument();
    expect(screen.queryByText('No hay enlaces.')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByText('No se pudo cargar la lista.')).toBeNull());
  });

  it('STAFF SET-02 Settings: a failed load does not show the raw word "Internal" and offers to retry', async () => {
    const base = fakeDataProvider();
    const getSingleton = vi.fn().mockRejectedValue(new HttpError('Internal', 500));
    renderApp('owner', { path: 'settings', dataProvider: fakeDataProvider({ getSingleton, getList: base.getList }) });
    expect(await screen.findByText(/No se pudieron cargar los datos/)).toBeInTheDocument();
    expect(screen.queryByText('Internal')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Reintentar' }).length).toBeGreaterThan(0);
  });

  it(
    'STAFF SEO-04 Site SEO General: a failed load shows no empty fields and no Save that would ' + 'report success',
    async () => {
      const base = fakeDataProvider() as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
      const putSingleton = vi.fn();
      const getSingleton = vi.fn(async (name: string, ...rest: unknown[]) => {
        if (name === 'seo-general') throw new HttpError('Internal', 500);
        return base.getSingleton(name, ...rest);
      });
      renderApp('owner', { path: 'seo', dataProvider: fakeDataProvider({ getSingleton, putSingleton }) });
      expect(await screen.findByText(/No se pudieron cargar los datos/)).toBeInTheDocument();
      expect(screen.queryByLabelText(/^Título del sitio/)).toBeNull();
      expect(putSingleton).not.toHaveBeenCalled();
    },
  );
});
