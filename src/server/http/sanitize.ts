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
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, {
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
  });
}
