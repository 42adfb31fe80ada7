import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  HttpError,
  ListContextProvider,
  type DataProvider,
  type ListControllerResult,
} from 'react-admin';
import type { ComponentType } from 'react';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { bookingSchema } from '../../../src/domain/bookings';
import { today } from '../../../src/domain/common';
import { ListPagination } from '../../../src/admin/components/ListPagination';
import { PostPagination } from '../../../src/admin/resources/posts/PostPagination';
import { NumberedPagination } from '../../../src/admin/resources/attractions/NumberedPagination';
import { AdPagination } from '../../../src/admin/resources/advertising/AdPagination';
import { i18nProvider } from '../../../src/admin/i18n/i18nProvider';

afterEach(() => localStorage.clear());

const range = () => document.querySelector('.MuiTablePagination-displayedRows');

/** Every .tsx under a folder. */
const sources = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.tsx') ? [path] : [];
  });

/** Each `<List …>` opening tag: one line, or up to the `>` under its `<`. */
const openingTags = (source: string) =>
  [...source.matchAll(/^( *)<List\b(.*)$/gm)].map((match) =>
    match[2].trimEnd().endsWith('>')
      ? match[0]
      : source.slice(match.index, source.indexOf(`\n${match[1]}>`, match.index)),
  );

describe('a failed list shows no total', () => {
  it('STAFF PAGE-01 Pages: after a failed reload the error stands alone, without the old "1 - n de n"', async () => {
    const base = fakeDataProvider();
    let fail = false;
    const getList = vi.fn(async (resource: string, params: Parameters<DataProvider['getList']>[1]) => {
      if (resource === 'pages' && fail) throw new HttpError('Internal', 500);
      return base.getList(resource, params);
    });
    renderApp('secretary', { path: 'pages', dataProvider: fakeDataProvider({ getList }) });
    await waitFor(() => expect(range()?.textContent).toMatch(/\d+ de \d+/));
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: /Actualizar|Recargar|Refrescar|Refresh/i }));
    expect(await screen.findByText('No se pudo cargar la lista.')).toBeInTheDocument();
    await waitFor(() => expect(range()).toBeNull());
  });

  it(
    'STAFF RES-14 Reservas: after a failed reload no old range nor 0 / $0 cards; the error ' + 'offers to retry',
    async () => {
      const reservas = Array.from({ length: 3 }, (_, index) =>
        bookingSchema.parse({
          nombre: `Guest ${index + 1}`,
          fecha: today(),
          tour_id: 1,
          personas: 2,
          adults: 2,
          estado: 'confirmada',
          price_total: 100,
          balance: 100,
          has_balance: true,
        }),
      );
      const base = fakeDataProvider({}, { reservas }) as DataProvider & Record<string, (...args: never[]) => unknown>;
      let fail = false;
      const getList = vi.fn(async (resource: string, params: Parameters<DataProvider['getList']>[1]) => {
        if (resource === 'reservas' && fail) throw new HttpError('Internal', 500);
        return base.getList(resource, params);
      });
      const bookingStats = vi.fn(async (...args: never[]) => {
        if (fail) throw new HttpError('Internal', 500);
        return base.bookingStats(...args);
      });
      renderApp('owner', {
        path: 'reservas',
        dataProvider: fakeDataProvider({ getList, bookingStats }, { reservas }),
      });
      await waitFor(() => expect(range()?.textContent).toMatch(/1-3 de 3|1 - 3 de 3/));
      await waitFor(() => expect(screen.getByTestId('card-Reservas')).toHaveTextContent('3'));
      fail = true;
      fireEvent.click(screen.getByRole('button', { name: 'Refrescar' }));
      const alert = await screen.findByRole('alert', {});
      expect(alert).toHaveTextContent('Error loading reservations');
      await waitFor(() => expect(range()).toBeNull());
      await waitFor(() => expect(screen.getByTestId('card-Reservas')).toHaveTextContent('—'));
      expect(screen.getByTestId('card-Cobrado')).toHaveTextContent('—');
      fail = false;
      fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
      await waitFor(() => expect(range()?.textContent).toMatch(/de 3/));
    },
  );

  it.each<[string, ComponentType]>([
    ['ListPagination (Pages, Media, Contact, Users, SEO, FAQ, Reservas, listings, tours…)', ListPagination],
    ['POST-03 Posts', PostPagination],
    ['ATTR-04 Attractions', NumberedPagination],
    ['ADS-11 Advertisements', AdPagination],
  ])('STAFF %s: the pagination of a failed list shows no total', (_name, Pagination) => {
    const list = { page: 1, perPage: 10, total: 25, data: [], isPending: false, setPage: vi.fn(), setPerPage: vi.fn() };
    const show = (error: Error | null) =>
      render(
        <AdminContext i18nProvider={i18nProvider}>
          <ListContextProvider value={{ ...list, error } as unknown as ListControllerResult}>
            <Pagination />
          </ListContextProvider>
        </AdminContext>,
      );
    const loaded = show(null);
    expect(loaded.container.textContent).toMatch(/25|3/);
    loaded.unmount();
    expect(show(new Error('Internal')).container.textContent).toBe('');
  });

  it(
    'STAFF STRUCTURE every react-admin <List> names its pagination, so none falls back to the one that shows ' +
      'an old total',
    () => {
      const bare = sources('src/admin')
        .filter((file) => /import \{[^}]*\bList\b[^}]*\} from 'react-admin'/.test(readFileSync(file, 'utf8')))
        .filter((file) => openingTags(readFileSync(file, 'utf8')).some((tag) => !/pagination=/.test(tag)));
      expect(bare).toEqual([]);
    },
  );
});
