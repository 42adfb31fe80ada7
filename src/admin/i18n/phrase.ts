import type { Catalog } from './es';

type Tree = { readonly [key: string]: string | Tree };
type Args = Readonly<Record<string, unknown>>;

/** react-admin's format for a validation message with arguments (ra-core's ValidationError reads it). */
const WITH_ARGS = '@@react-admin@@';

const lookup = (catalog: Tree, key: string): string | undefined => {
  let node: string | Tree | undefined = catalog;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

/**
 * A message in one language outside React, as polyglot would render it: `message` is a catalog key, a
 * `@@react-admin@@{"message":key,"args":{…}}` string (what a domain schema's rule carries), or plain text, returned
 * as it is. Plural phrases ('… |||| …') pick by `smart_count` (one, other: the rule of Spanish and English).
 */
export function phrase(catalog: Catalog, message: string, args: Args = {}): string {
  let key = message;
  let all: Args = args;
  if (message.startsWith(WITH_ARGS)) {
    const parsed = JSON.parse(message.slice(WITH_ARGS.length)) as { message: string; args?: Args };
    key = parsed.message;
    all = { ...parsed.args, ...args };
  }
  const found = lookup(catalog as unknown as Tree, key);
  if (found === undefined) return key;
  const forms = found.split('||||').map((form) => form.trim());
  const chosen = forms.length > 1 && all.smart_count !== 1 ? forms[1] : forms[0];
  return chosen.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in all ? String(all[name]) : whole));
}
