import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError, type DataProvider } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { quietConsoleErrors } from '../salesRentals/quietConsole';

afterEach(() => localStorage.clear());

/** The provider whose list of `resource` fails until `recover()` is called. */
function failingList(resource: string) {
  const base = fakeDataProvider();
  let failing = true;
  const getList: DataProvider['getList'] = (name, params) =>
    name === resource && failing
      ? Promise.reject(new HttpError('Internal Server Error', 500))
      : base.getList(name, params);
  return { dataProvider: { ...base, getList }, recover: () => (failing = false) };
}

describe('a failed list load', () => {
  for (const [resource, role, row] of [
    ['media', 'secretary', 'damajagua-falls.jpg'],
    ['contact', 'secretary', 'Laura Méndez'],
  ] as const) {
    it(`STAFF a failed load of ${resource} says so instead of an empty list, and Reintentar loads it`, async () => {
      quietConsoleErrors();
      const { dataProvider, recover } = failingList(resource);
      renderApp(role, { path: resource, dataProvider });
      expect(await screen.findByText('No se pudo cargar la lista.')).toBeInTheDocument();
      expect(screen.queryByText('No se han encontrado resultados')).toBeNull();
      recover();
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
      await waitFor(() => expect(screen.getAllByText(new RegExp(row)).length).toBeGreaterThan(0));
      expect(screen.queryByText('No se pudo cargar la lista.')).toBeNull();
    });
  }
});
