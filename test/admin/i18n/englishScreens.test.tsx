import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { StaffRole as Role } from '../../../src/domain/roles';
import { renderApp } from '../renderApp';
import { englishOrKeys, spanishLeftovers, visibleLines } from './englishPhrases';

afterEach(() => localStorage.clear());

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

describe('English on the screens', () => {
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
