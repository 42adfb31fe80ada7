import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { SAMPLE_KEYWORDS } from '../../../src/domain/seo/keywords';
import { renderApp } from '../renderApp';

/** A phone's 375 px: the table is wider than the box it scrolls in. */
function phoneWidths(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

afterEach(() => vi.restoreAllMocks());

describe('keyword finder on a phone', () => {
  it(
    'SEO-32 SEO-34 STRUCTURE the Tendencia column out of sight has a cue to scroll, gone once ' + 'scrolled to it',
    async () => {
      phoneWidths(560, 343);
      renderApp('owner', { path: 'seo/keywords' });
      expect(await screen.findByText(SAMPLE_KEYWORDS[0].keyword)).toBeInTheDocument();
      const cue = await screen.findByText('Desliza a la derecha para ver más columnas →');
      const box = screen.getByRole('table').parentElement!;
      box.scrollLeft = 217;
      fireEvent.scroll(box);
      expect(cue).not.toBeInTheDocument();
    },
  );

  it('SEO-32 STRUCTURE a table that fits shows no cue', async () => {
    phoneWidths(800, 800);
    renderApp('owner', { path: 'seo/keywords' });
    expect(await screen.findByText(SAMPLE_KEYWORDS[0].keyword)).toBeInTheDocument();
    expect(screen.queryByText('Desliza a la derecha para ver más columnas →')).toBeNull();
  });
});
