import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { StaffRole as Role } from '../../../src/domain/roles';
import { renderApp } from '../renderApp';
import { englishOrKeys, visibleLines } from './englishPhrases';

afterEach(() => localStorage.clear());

/** Each built screen, with a text that shows it has loaded. */
interface ScreenCase {
  role: Role;
  path: string;
  ready: string;
}

const SCREENS: ScreenCase[] = [
  { role: 'owner', path: '', ready: 'Salud SEO' },
  { role: 'owner', path: 'pages', ready: 'Borrador' },
  { role: 'owner', path: 'pages/create', ready: 'Máximo 200 caracteres' },
  { role: 'owner', path: 'pages/1', ready: 'Máximo 200 caracteres' },
  { role: 'secretary', path: 'navigation', ready: 'Airport Transfers' },
  { role: 'secretary', path: 'navigation/create', ready: 'Abrir en nueva pestaña' },
  { role: 'secretary', path: 'navigation/1', ready: 'Abrir en nueva pestaña' },
  { role: 'owner', path: 'users', ready: 'ramon.diaz' },
  { role: 'owner', path: 'users/create', ready: 'Placa' },
  { role: 'owner', path: 'users/3', ready: 'Placa' },
  { role: 'owner', path: 'media', ready: 'damajagua-falls.jpg' },
  { role: 'owner', path: 'profile', ready: 'Dueño' },
  { role: 'secretary', path: 'users', ready: 'Sin acceso' },
  { role: 'owner', path: 'no-such-section', ready: 'Página no encontrada' },
];

describe('Spanish on every built screen', () => {
  for (const { role, path, ready } of SCREENS) {
    it(`SHELL-25 ${role} /${path} shows no English react-admin words and no raw message keys`, async () => {
      renderApp(role, { path });
      expect((await screen.findAllByText(ready, { exact: false }))[0]).toBeInTheDocument();
      expect(englishOrKeys(visibleLines())).toEqual([]);
    });
  }

  it('SHELL-25 an empty search says so in Spanish, with Borrar filtros', async () => {
    renderApp('owner', { path: 'pages' });
    await screen.findAllByText('Borrador');
    fireEvent.change(screen.getByPlaceholderText('Buscar páginas'), { target: { value: 'zzzz-nothing' } });
    expect(await screen.findByText(/No se encontraron páginas con los filtros actuales/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Borrar filtros' })).toBeInTheDocument();
    expect(englishOrKeys(visibleLines())).toEqual([]);
  });

  it('SHELL-25 a form sent with errors says so in Spanish', async () => {
    renderApp('owner', { path: 'users/create' });
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/El formulario no es válido/)).toBeInTheDocument();
    await waitFor(() => expect(englishOrKeys(visibleLines())).toEqual([]));
  });
});
