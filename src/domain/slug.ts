/** Lower-case words of letters and digits joined by single hyphens: what a post or category slug may be. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const SLUG_MESSAGE = 'Use lowercase letters, numbers and hyphens only';

/**
 * The slug suggested for a title: accents folded ('Excursión' → 'excursion'), anything that is not a letter or
 * a digit becomes one hyphen, and it is cut at a word boundary to `max` characters.
 */
export function slugify(title: string, max = 80): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : slug.slice(0, max)).replace(/-+$/, '');
}
