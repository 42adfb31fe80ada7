import { readMessage } from '../domain/messageArgs';
import type { Tree } from './tree';

export type { Tree } from './tree';
type Args = Readonly<Record<string, unknown>>;

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
export function phrase(catalog: Tree, message: string, args: Args = {}): string {
  const read = readMessage(message);
  const key = typeof read === 'string' ? read : read.message;
  const all: Args = typeof read === 'string' ? args : { ...read.args, ...args };
  const found = lookup(catalog, key);
  if (found === undefined) return key;
  const forms = found.split('||||').map((form) => form.trim());
  const chosen = forms.length > 1 && all.smart_count !== 1 ? forms[1] : forms[0];
  return chosen.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in all ? String(all[name]) : whole));
}
