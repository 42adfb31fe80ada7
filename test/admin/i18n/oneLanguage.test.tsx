import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { MESSAGES } from '../../../src/admin/i18n/i18nProvider';
import { formatMonth } from '../../../src/admin/i18n/dates';
import { AUDIT_ACTIONS } from '../../../src/domain/audit';
import { es } from '../../../src/i18n/features';
import { en } from '../../../src/i18n/featuresEn';
import { phrase, type Tree } from '../../../src/i18n/phrase';

afterEach(() => localStorage.clear());

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

/** Issue 43: the spec's words stay as given; every other word on a screen follows the UI language. */
describe('one language per screen', () => {
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
