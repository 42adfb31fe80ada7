import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { FOOTER_DEFAULTS } from '../../../src/domain/footer';

afterEach(() => localStorage.clear());

describe('Footer Content Management', () => {
  it(
    "FOOT-01 FOOT-02 FOOT-03 one form in the spec's sections, every field, with Initialize Default Content and " +
      'Save Changes',
    async () => {
      renderApp('owner', { path: 'footer' });
      await screen.findByText('Información de la empresa');
      const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
      expect(headings).toEqual([
        'Información de la empresa',
        'Contacto',
        'Redes sociales',
        'Enlaces rápidos',
        'Lugares de recogida',
        'Indicadores de confianza',
        'Derechos de autor',
      ]);
      expect(screen.getByLabelText(/Nombre de la empresa/)).toHaveValue(FOOTER_DEFAULTS.company_name);
      expect(screen.getByDisplayValue('Amber Cove Cruise Port')).toBeInTheDocument();
      expect(screen.getByDisplayValue('Licensed by the Ministry of Tourism')).toBeInTheDocument();
      expect(screen.getByText('Save Changes').closest('button')).toHaveAttribute('type', 'submit');
      expect(screen.getByText('Initialize Default Content').closest('button')).toBeInTheDocument();
    },
    150_000,
  );

  it(
    'FOOT-05 FOOT-06 the form shows it is loading while GET /api/footer-content is pending; a failed load says ' +
      'Error loading footer content',
    async () => {
      let fail: (error: Error) => void = () => undefined;
      const getSingleton = vi.fn(() => new Promise((_, reject) => (fail = reject)));
      renderApp('owner', { path: 'footer', dataProvider: fakeDataProvider({ getSingleton }) });
      expect(await screen.findByRole('progressbar', { name: 'Cargando el pie de página' })).toBeInTheDocument();
      expect(getSingleton).toHaveBeenCalledWith('footer');
      fail(new HttpError('boom', 500));
      expect(await screen.findByText('Error loading footer content')).toBeInTheDocument();
      expect(screen.queryByRole('progressbar', { name: 'Cargando el pie de página' })).toBeNull();
    },
  );

  it(
    'FOOT-10 FOOT-11 Initialize Default Content asks first, then restores and reloads the footer; a failure ' +
      'says Error initializing footer content',
    async () => {
      const dataProvider = fakeDataProvider();
      const initFooter = vi
        .fn()
        .mockRejectedValueOnce(new HttpError('boom', 500))
        .mockImplementation(dataProvider.initFooter as never);
      const getSingleton = vi.fn(dataProvider.getSingleton as never);
      Object.assign(dataProvider, { initFooter, getSingleton });
      renderApp('owner', { path: 'footer', dataProvider });
      fireEvent.click(await screen.findByText('Initialize Default Content'));
      expect(await screen.findByText('Restaurar el contenido por defecto')).toBeInTheDocument();
      expect(initFooter).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: /confirm/i }));
      expect(await screen.findByText('Error initializing footer content')).toBeInTheDocument();
      const reads = getSingleton.mock.calls.length;
      fireEvent.click(await screen.findByText('Initialize Default Content'));
      fireEvent.click(await screen.findByRole('button', { name: /confirm/i }));
      await waitFor(() => expect(getSingleton.mock.calls.length).toBeGreaterThan(reads));
      expect(initFooter).toHaveBeenCalledTimes(2);
      expect(initFooter.mock.calls[1]).toEqual([]);
    },
    150_000,
  );
});
