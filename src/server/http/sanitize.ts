import sanitizeHtml from 'sanitize-html';

const COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*){2,3}\)|[a-z]{3,20})$/i;
const LENGTH = /^(auto|0|\d{1,4}(\.\d{1,3})?(px|em|rem|%|pt))$/;

/**
 * The style properties the editor writes (alignment, colours, highlight, sizes), each with the values it may
 * take: anything else, `expression(…)`, `url(…)` and `behavior` included, is dropped by the sanitizer.
 */
const ALLOWED_STYLES: Record<string, RegExp[]> = {
  color: [COLOR],
  'background-color': [COLOR],
  'text-align': [/^(left|right|center|justify|start|end)$/],
  'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/],
  'font-style': [/^(normal|italic)$/],
  'text-decoration': [/^(none|underline|line-through|overline)( (underline|line-through|overline))*$/],
  'font-size': [LENGTH],
  width: [LENGTH],
  height: [LENGTH],
  'max-width': [LENGTH],
  float: [/^(left|right|none)$/],
};

/**
 * Rich content typed by staff is shown on the public site: formatting, links and images stay; scripts, event
 * handlers, `javascript:`/`data:` addresses and style expressions go. A link opening a new tab cannot reach
 * back into the page that opened it.
 */
export const RICH_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'figure', 'figcaption', 'mark'],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    '*': ['style', 'class'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    a: ['href', 'name', 'target', 'rel'],
    // Merged cells: the editor's tables (issue 23) keep them.
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedStyles: { '*': ALLOWED_STYLES },
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

const PHRASING = ['strong', 'em', 'b', 'i', 'u', 's', 'code', 'mark', 'span', 'sub', 'sup'];
const TEXT_BLOCKS = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const FLOW = [...TEXT_BLOCKS, 'ul', 'ol', 'blockquote'];
const INLINE = new Set([...PHRASING, 'br']);
/**
 * What each element may hold for a text to be kept as it is. No block sits directly inside a `p` or a heading and
 * no `li` directly inside an `li`, the only places the parser closes an element the text did not close itself.
 */
const HOLDS = new Map<string | undefined, ReadonlySet<string>>([
  [undefined, new Set([...FLOW, ...INLINE])],
  ...[...PHRASING, ...TEXT_BLOCKS].map((tag) => [tag, INLINE] as const),
  ['ul', new Set(['li'])],
  ['ol', new Set(['li'])],
  ['li', new Set([...INLINE, ...FLOW])],
  ['blockquote', new Set(FLOW)],
]);
/** A tag without attributes (`<br />` as the sanitizer writes it), or text with nothing to escape. */
const TOKEN = /<(\/?)([a-z][a-z0-9]*)( \/)?>|[^<>&\0\r]+/y;

/**
 * Whether the sanitizer would hand the text back unchanged: only the editor's plain structure (paragraphs,
 * headings, lists, quotes, emphasis, no attributes, no entities), every element closed where it was opened.
 * Most saves are such text, and reading it so costs a fraction of parsing it into the sanitizer's tree.
 */
export function isPlainRichHtml(html: string): boolean {
  const open: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < html.length) {
    const token = TOKEN.exec(html);
    if (!token) return false;
    const [, closing, name, selfClosing] = token;
    if (name === undefined) continue;
    if (closing) {
      if (selfClosing || open.pop() !== name) return false;
    } else {
      if (!HOLDS.get(open.at(-1))?.has(name) || (name === 'br') !== Boolean(selfClosing)) return false;
      if (name !== 'br') open.push(name);
    }
  }
  return open.length === 0;
}

export function sanitizeRichHtml(html: string): string {
  return isPlainRichHtml(html) ? html : sanitizeHtml(html, RICH_HTML_OPTIONS);
}
