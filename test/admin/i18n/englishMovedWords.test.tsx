import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../renderApp';

afterEach(() => localStorage.clear());

/** react-admin's store keeps the language; English chosen before the app opens. */
const inEnglish = () => {
  localStorage.setItem('RaStore.version', '1');
  localStorage.setItem('RaStore.locale', JSON.stringify('en'));
};

describe('words moved out of the screens follow the language switch', () => {
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
