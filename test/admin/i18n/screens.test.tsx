import { afterEach, describe, expect, it } from 'vitest';
import { screen, fireEvent, within, waitFor } from '@testing-library/react';
import { renderApp } from '../renderApp';
import type { StaffRole as Role } from '../../../src/domain/roles';
import { englishOrKeys, spanishLeftovers, visibleLines } from './englishPhrases';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fakeDataProvider } from '../fakeDataProvider';
import { MESSAGES } from '../../../src/admin/i18n/i18nProvider';
import { formatMonth } from '../../../src/admin/i18n/dates';
import { AUDIT_ACTIONS } from '../../../src/domain/audit';
import { es } from '../../../src/i18n/features';
import { en } from '../../../src/i18n/featuresEn';
import { phrase, type Tree } from '../../../src/i18n/phrase';

afterEach(() => localStorage.clear());

describe('dates on screen', () => {
  const inEnglish = () => localStorage.setItem('RaStore.locale', JSON.stringify('en'));

  it(
    'STAFF Pages shows 2 Oct as the same day in Spanish and English (never 2/10 in one and 10/2 in ' + 'the other)',
    async () => {
      renderApp('owner', { path: 'pages' });
      expect((await screen.findAllByText('2 oct 2026')).length).toBeGreaterThan(0);
    },
  );

  it('STAFF Pages in English reads Oct 2, 2026', async () => {
    inEnglish();
    renderApp('owner', { path: 'pages' });
    expect((await screen.findAllByText('Oct 2, 2026')).length).toBeGreaterThan(0);
  });

  it('STAFF Contact shows a message at Puerto Plata time in the chosen language', async () => {
    inEnglish();
    renderApp('owner', { path: 'contact' });
    expect((await screen.findAllByText(/^[A-Z][a-z]{2} \d{1,2}, 2026, \d{1,2}:\d{2} [AP]M$/)).length).toBeGreaterThan(
      0,
    );
  });
});

describe('words moved out of the screens follow the language switch', () => {
  /** react-admin's store keeps the language; English chosen before the app opens. */
  const inEnglish = () => {
    localStorage.setItem('RaStore.version', '1');
    localStorage.setItem('RaStore.locale', JSON.stringify('en'));
  };

  it("I18N the attractions' search box reads Spanish by default and English once English is chosen", async () => {
    renderApp('owner', { path: 'attractions' });
    expect(await screen.findByPlaceholderText('Buscar atracciones')).toBeInTheDocument();
  });

  it("I18N in English the attractions' search box reads English", async () => {
    inEnglish();
    renderApp('owner', { path: 'attractions' });
    expect(await screen.findByPlaceholderText('Search attractions')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Buscar atracciones')).not.toBeInTheDocument();
  });

  it('I18N in English the keyword finder heads its columns in English', async () => {
    inEnglish();
    renderApp('owner', { path: 'seo/keywords' });
    expect(await screen.findByText('Volume')).toBeInTheDocument();
    expect(screen.getByText('Difficulty')).toBeInTheDocument();
    expect(screen.queryByText('Volumen')).not.toBeInTheDocument();
  });
});

describe('English on the screens', () => {
  /** react-admin's store keeps the language; English chosen before the app opens. */
  const inEnglish = () => {
    localStorage.setItem('RaStore.version', '1');
    localStorage.setItem('RaStore.locale', JSON.stringify('en'));
  };

  interface ScreenCase {
    role: Role;
    path: string;
    ready: string;
  }

  const SCREENS: ScreenCase[] = [
    { role: 'owner', path: 'pages', ready: 'Draft' },
    { role: 'owner', path: 'pages/create', ready: 'At most 200 characters' },
    { role: 'secretary', path: 'navigation', ready: 'Airport Transfers' },
    { role: 'secretary', path: 'navigation/create', ready: 'Open in a new tab' },
    { role: 'owner', path: 'users', ready: 'ramon.diaz' },
    { role: 'owner', path: 'users/create', ready: 'Plate' },
    { role: 'owner', path: 'profile', ready: 'Owner' },
    { role: 'owner', path: 'reservas', ready: 'Confirmed' },
    { role: 'secretary', path: 'users', ready: 'No access' },
    { role: 'owner', path: 'no-such-section', ready: 'Page not found' },
  ];

  for (const { role, path, ready } of SCREENS) {
    it(`I18N ${role} /${path} in English shows no Spanish words and no raw message keys`, async () => {
      inEnglish();
      renderApp(role, { path });
      expect((await screen.findAllByText(ready, { exact: false }))[0]).toBeInTheDocument();
      expect(spanishLeftovers(visibleLines())).toEqual([]);
      expect(englishOrKeys(visibleLines()).filter((found) => /^(ra|ep|resources)\./.test(found))).toEqual([]);
    });
  }
});

/** Issue 43: the spec's words stay as given; every other word on a screen follows the UI language. */
describe('one language per screen', () => {
  const spanish = MESSAGES.es as unknown as Tree;
  const inEnglish = () => {
    localStorage.setItem('RaStore.version', '1');
    localStorage.setItem('RaStore.locale', JSON.stringify('en'));
  };
  const image = (name: string, type: string) => new File([new Uint8Array(64)], name, { type });

  /** Every `ra.tiptap.*` key react-admin's rich-text toolbar asks for, read from the package itself. */
  const tiptapKeys = () => {
    const dist = join(__dirname, '../../../node_modules/ra-input-rich-text/dist');
    const files = [
      ...readdirSync(dist).map((name) => join(dist, name)),
      ...readdirSync(join(dist, 'buttons')).map((name) => join(dist, 'buttons', name)),
    ].filter((file) => file.endsWith('.js'));
    return [...new Set(files.flatMap((file) => readFileSync(file, 'utf8').match(/ra\.tiptap\.\w+/g) ?? []))];
  };

  it(
    "SHELL-25 I18N react-admin's selection count is Spanish: '2 elementos seleccionados', not '2 items " +
      "seleccionados'",
    () => {
      expect(phrase(spanish, 'ra.action.bulk_actions', { smart_count: 2 })).toBe('2 elementos seleccionados');
      const raMessages = JSON.stringify((spanish as { ra: Tree }).ra);
      expect(raMessages).not.toMatch(/(?<!\{)\bitems?\b/);
    },
  );

  it(
    'I18N every verb the audit trail stores has its words in both languages (no raw assign, checkin, ' + 'overbook)',
    async () => {
      const words = (catalog: typeof es | typeof en) => catalog.ep.activity.actions as Record<string, string>;
      for (const action of AUDIT_ACTIONS) {
        expect(words(es)[action], action).toBeTruthy();
        expect(words(en)[action], action).toBeTruthy();
      }
      const audit = ['assign', 'checkin', 'overbook'].map((action, index) => ({
        at: `2026-12-0${index + 1}T15:00:00.000Z`,
        username: 'dueno',
        role: 'owner',
        resource: 'reservas',
        record_id: 7,
        action,
        before: null,
        after: { checkin: 'presente' },
      }));
      renderApp('owner', { path: 'activity', dataProvider: fakeDataProvider({}, { audit }) });
      expect((await screen.findAllByText('Asignó conductor o vehículo')).length).toBeGreaterThan(0);
      expect(screen.getAllByText('Registró la llegada').length).toBeGreaterThan(0);
      expect(screen.getAllByText('Reservó por encima del cupo').length).toBeGreaterThan(0);
      expect(screen.queryByText(/^(assign|checkin|overbook)$/)).not.toBeInTheDocument();
    },
  );

  it(
    "NAV-13 I18N the link's delete dialog is titled in Spanish over the spec's Spanish question, " + "not 'Delete'",
    async () => {
      renderApp('secretary', { path: 'navigation' });
      const row = await screen.findByTestId('nav-row-6');
      fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('¿Seguro que deseas eliminar este enlace?')).toBeInTheDocument();
      expect(within(dialog).getByRole('heading', { name: 'Eliminar enlace' })).toBeInTheDocument();
    },
  );

  it(
    "I18N the run calendar's month reads 'Diciembre de 2026' (only its first letter raised), 'December 2026' " +
      'in English',
    () => {
      expect(formatMonth('2026-12', 'es')).toBe('Diciembre de 2026');
      expect(formatMonth('2026-12', 'en')).toBe('December 2026');
    },
  );

  it(
    "SEO-27 I18N the checklist's cycle hint names the status in words ('Mejorable → cambiar'), not 'warn " +
      "→ cambiar'",
    () => {
      const status = phrase(spanish, 'ep.seo.checkStatus.warn');
      expect(phrase(spanish, 'ep.seo.cycleStatus', { status })).toBe('Mejorable → cambiar');
      for (const key of ['ok', 'warn', 'error']) expect(phrase(spanish, `ep.seo.checkStatus.${key}`)).not.toBe(key);
    },
  );

  it(
    "POST-11 I18N the Visual editor's buttons are named in Spanish ('Negrita', 'Cursiva'), every one the " +
      'toolbar asks for',
    () => {
      const keys = tiptapKeys();
      expect(keys).toContain('ra.tiptap.bold');
      const missing = keys.filter((key) => phrase(spanish, key) === key);
      expect(missing).toEqual([]);
      expect(phrase(spanish, 'ra.tiptap.bold')).toBe('Negrita');
      expect(phrase(spanish, 'ra.tiptap.italic')).toBe('Cursiva');
    },
  );

  it(
    "ADS-07 ADS-21 I18N the ad statuses are the spec's words all three ('Active', 'Expired', 'Cancelled'), not " +
      "'Cancelado' beside them",
    () => {
      expect(es.ep.advertising.statuses).toEqual({ active: 'Active', expired: 'Expired', cancelled: 'Cancelled' });
    },
  );

  it(
    "MEDIA-02 I18N the media library's refusal is the server's reason in Spanish alone, without the English " +
      "'Error uploading image'",
    async () => {
      renderApp('secretary', { path: 'media' });
      await screen.findByText('damajagua-falls.jpg');
      fireEvent.change(screen.getByTestId('media-upload-input'), {
        target: { files: [image('notas.txt', 'text/plain')] },
      });
      const refusal = await screen.findByText(/El archivo no es una imagen JPEG, PNG, WebP o GIF/);
      expect(refusal.closest('[role="alert"]')!.textContent).not.toMatch(/Error uploading image/);
    },
  );

  it(
    "MEDIA-02 I18N in English a refused upload's reason is English ('The file is not…'), not the " + "server's Spanish",
    async () => {
      inEnglish();
      renderApp('secretary', { path: 'media' });
      await screen.findByText('damajagua-falls.jpg');
      fireEvent.change(screen.getByTestId('media-upload-input'), {
        target: { files: [image('notas.txt', 'text/plain')] },
      });
      expect(await screen.findByText(/The file is not a JPEG, PNG, WebP or GIF image/)).toBeInTheDocument();
      expect(screen.queryByText(/El archivo/)).not.toBeInTheDocument();
    },
  );
});

describe('Spanish on every built screen', () => {
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
