/** POST-08: the tags typed as one comma-separated text: split on commas, trimmed, blanks dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** The tags as the editor shows them in its one text field. */
export const formatTags = (tags: readonly string[] | null | undefined): string => (tags ?? []).join(', ');

/** The same rule for a list a client sends: each trimmed, blanks dropped. */
export const cleanTags = (tags: readonly string[]): string[] =>
  tags.map((tag) => tag.trim()).filter((tag) => tag !== '');
