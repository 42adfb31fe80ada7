/**
 * What the rich-text editor (posts, pages) can hold: its tags, tables included, and inline styles only for the
 * colours and alignment its own buttons write. Anything else (divs, classes, other styles or attributes) it
 * would drop on the next save, so such content is edited as HTML.
 */
const VISUAL_TAGS = new Set([
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'img',
  'span',
  'mark',
  'code',
  'pre',
  'hr',
]);
const VISUAL_ATTRIBUTES = new Set(['href', 'target', 'rel', 'src', 'alt', 'title', 'style']);
const VISUAL_STYLES = new Set(['text-align', 'color', 'background-color']);

/**
 * The table extension's own tags and attributes, and the minimum width it writes on the table and its columns.
 * Its rows are one list: the editor puts back a `<thead>` of header cells (richText/tableHeads.ts), but a
 * `<tfoot>`, or a head holding `<td>`, would come back as body rows.
 */
const TABLE_TAGS = new Set(['table', 'thead', 'tbody', 'tr', 'th', 'td', 'colgroup', 'col']);
const HEAD_WITH_DATA_CELL = /<thead\b[^>]*>(?:(?!<\/thead>)[\s\S])*?<td\b/i;
const TABLE_ATTRIBUTES = new Set(['colspan', 'rowspan']);
const SIZED_TAGS = new Set(['table', 'col']);

const TAG = /<([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>/g;
const ATTRIBUTE = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*(?:=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g;

const styleKept = (value: string, sized: boolean) =>
  value
    .replace(/^["']|["']$/g, '')
    .split(';')
    .map((declaration) => declaration.split(':')[0].trim().toLowerCase())
    .every((property) => property === '' || VISUAL_STYLES.has(property) || (sized && property === 'min-width'));

/** True when opening `html` in the visual editor would lose part of it. */
export function visualEditorWouldLose(html: string): boolean {
  if (HEAD_WITH_DATA_CELL.test(html)) return true;
  for (const [, name, attributes] of html.matchAll(TAG)) {
    const tag = name.toLowerCase();
    const inTable = TABLE_TAGS.has(tag);
    if (!VISUAL_TAGS.has(tag) && !inTable) return true;
    for (const [, attributeName, value = ''] of attributes.replace(/\/$/, '').matchAll(ATTRIBUTE)) {
      const attribute = attributeName.toLowerCase();
      if (!VISUAL_ATTRIBUTES.has(attribute) && !(inTable && TABLE_ATTRIBUTES.has(attribute))) return true;
      if (attribute === 'style' && !styleKept(value, SIZED_TAGS.has(tag))) return true;
    }
  }
  return false;
}
