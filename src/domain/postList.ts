/** POST-03: posts per page. */
export const POSTS_PER_PAGE = 10;

/** POST-04: 'Showing x to y of n posts' for a page of the list (pages count from 1). */
export function showingText(page: number, perPage: number, total: number): string {
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(page * perPage, total);
  return `Showing ${first} to ${last} of ${total} posts`;
}

/**
 * POST-03: the page numbers to offer, every one when there are few; otherwise the first, the last and the
 * current page's neighbours, with null where numbers are left out.
 */
export function pageNumbers(current: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  const shown = new Set([1, pages, current - 1, current, current + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - sorted[index - 1] > 1 ? [null, n] : [n]));
}

/** POST-11: the height of the content editor, in CSS pixels, in either mode. */
export const CONTENT_EDITOR_HEIGHT = 800;
