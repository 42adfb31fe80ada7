import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../renderApp';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  for (const side of ['clientWidth', 'clientHeight'] as const) Reflect.deleteProperty(document.documentElement, side);
});

/** A screen of 1400 × 900 px, as popper reads the viewport (jsdom's is 0 × 0). */
function screenOf(width: number, height: number) {
  Object.defineProperty(document.documentElement, 'clientWidth', { value: width, configurable: true });
  Object.defineProperty(document.documentElement, 'clientHeight', { value: height, configurable: true });
}

/** Where popper put an element: the translate of its inline style. */
const placed = (element: HTMLElement) => {
  const match = /translate(?:3d)?\((-?[\d.]+)px, (-?[\d.]+)px/.exec(element.style.transform);
  return match ? { x: Number(match[1]), y: Number(match[2]) } : null;
};

describe('contact inbox rows', () => {
  it("CONTACT-05 STRUCTURE a cut name's tooltip opens over the name itself, not over the next row", async () => {
    screenOf(1400, 900);
    renderApp('secretary', { path: 'contact' });
    const name = await screen.findByText('Laura Méndez', { selector: 'td *' });
    // The name's line in its row: 20 px tall, from 100 px down; the next row starts at 120 px.
    vi.spyOn(name, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 50, y: 100, width: 160, height: 20 }),
    );
    fireEvent.mouseOver(name);
    const popper = (await screen.findByRole('tooltip')).closest<HTMLElement>('.MuiTooltip-popper')!;
    // The tooltip's box starts 18 px (its gap and padding) above its words, which sit on the name's line.
    await waitFor(() => expect(placed(popper)?.y).toBe(100 - 18));
  });
});
