import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../renderApp';

afterEach(() => localStorage.clear());

const inEnglish = () => localStorage.setItem('RaStore.locale', JSON.stringify('en'));

describe('dates on screen', () => {
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
