import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { englishOrKeys, visibleLines } from '../i18n/englishPhrases';

afterEach(() => localStorage.clear());

describe('posts screens in Spanish', () => {
  for (const [path, ready] of [
    ['posts', 'Showing 1 to 10 of 12 posts'],
    ['posts/create', 'Pegar HTML en Visual'],
    ['posts/1', 'Pegar HTML en Visual'],
  ]) {
    it(
      `SHELL-25 POST-09 /${path} shows the spec's words and Spanish labels, no react-admin English and ` +
        `no raw keys`,
      async () => {
        renderApp('owner', { path });
        expect((await screen.findAllByText(ready))[0]).toBeInTheDocument();
        expect(englishOrKeys(visibleLines())).toEqual([]);
      },
    );
  }
});
