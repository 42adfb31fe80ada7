/**
 * What the posts' visual editor can hold: its tags, and inline styles only for the colours and alignment its
 * own buttons write. Anything else (tables, divs, other styles or attributes) it would drop on the next save.
 */
const VISUAL_TAGS = new Set(['p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'a', 'ul', 'ol', 'li', 'blockquote', 'img', 'span', 'mark', 'code', 'pre', 'hr']);
const VISUAL_ATTRIBUTES = new Set(['href', 'target', 'rel', 'src', 'alt', 'title', 'style']);
const VISUAL_STYLES = new Set(['text-align', 'color', 'background-color']);

const TAG = /<([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>/g;
const ATTRIBUTE = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*(?:=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g;

const styleKept = (value: string) =>
  value
    .replace(/^["']|["']$/g, '')
    .split(';')
    .map((declaration) => declaration.split(':')[0].trim().toLowerCase())
    .every((property) => property === '' || VISUAL_STYLES.has(property));

/** True when opening `html` in the visual editor would lose part of it. */
export function visualEditorWouldLose(html: string): boolean {
  for (const [, tag, attributes] of html.matchAll(TAG)) {
    if (!VISUAL_TAGS.has(tag.toLowerCase())) return true;
    for (const [, name, value = ''] of attributes.replace(/\/$/, '').matchAll(ATTRIBUTE)) {
      const attribute = name.toLowerCase();
      if (!VISUAL_ATTRIBUTES.has(attribute)) return true;
      if (attribute === 'style' && !styleKept(value)) return true;
    }
  }
  return false;
}
