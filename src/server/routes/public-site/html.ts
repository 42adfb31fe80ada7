/**
 * HTML built from template literals. Every interpolated value is escaped unless it is already Html (made by
 * this tag or by `trusted`), so an owner's or visitor's text can never open a tag or an attribute.
 */
export class Html {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ENTITIES[char]);

type Part = Html | string | number | boolean | null | undefined | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.text;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0];
  for (let index = 0; index < values.length; index += 1) out += render(values[index]) + strings[index + 1];
  return new Html(out);
}

/** Rich HTML the server sanitized when it was saved (About Us): inserted as it is. */
export const trusted = (sanitized: string) => new Html(sanitized);

/** JSON for a data- attribute: escaped by the tag like any text, read back with JSON.parse by the page script. */
export const json = (value: unknown) => JSON.stringify(value);

/** Structured data as a JSON-LD block: '<' written as \u003c, so no text of the owner's can close the script. */
export const jsonLd = (value: object) =>
  new Html(
    `<script type="application/ld+json">${JSON.stringify(value)
      .replace(/</g, '\\u003c')
      .replace(/\u2028|\u2029/g, '')}</script>`,
  );
