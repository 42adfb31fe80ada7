import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FIRST_ROWS_ID } from '../../../domain/firstRows';
import { html, trusted, type Html } from '../public-site/html';

const ME = `#${FIRST_ROWS_ID}`;
/**
 * Plain CSS for rows shown before the app's: the app's root stays hidden while they are there (the app drops them
 * in the commit that shows its own rows, so the page never shows both, nor a spinner in between).
 */
const STYLE = [
  `${ME}~#root{display:none}`,
  `${ME}{font:16px/1.43 Roboto,Helvetica,Arial,sans-serif;color:rgba(0,0,0,.87);background:#f5f5f5;min-height:100vh}`,
  `${ME} header{background:#1976d2;color:#fff;padding:12px 16px}`,
  `${ME} h1{font-size:1.25rem;font-weight:500;margin:0}`,
  `${ME} h2{font-size:1.15rem;font-weight:500;margin:0 0 4px}`,
  `${ME} main{max-width:900px;margin:0 auto;padding:16px 8px}`,
  `${ME} section{background:#fff;border-radius:4px;box-shadow:0 1px 3px rgba(0,0,0,.2);padding:12px;margin:0 0 12px}`,
  `${ME} ul{list-style:none;margin:0;padding:0}`,
  `${ME} li,${ME} article{border-top:1px solid rgba(0,0,0,.12);padding:8px 0}`,
  `${ME} p{margin:2px 0}`,
  `${ME} a{color:#1976d2;display:inline-block;min-height:44px;line-height:44px;margin-right:16px}`,
  `${ME} .muted{color:rgba(0,0,0,.6);font-size:.875rem}`,
].join('\n');

/** The rows the server found for the page: its heading and its body, with the path they belong to. */
export interface FirstRows {
  path: string;
  title: string;
  subtitle: string;
  body: Html;
}

/** The built app's page (index.html as `npm run build` wrote it), read at each request as the static files are. */
export const readShell = (appDir: string) => readFile(join(appDir, 'index.html'), 'utf8');

const ROOT = '<div id="root"></div>';

/**
 * The app's page with the first rows before its root, in the language they are written in. `data-path` lets the
 * app drop them when it shows any other page (admin/firstRows.ts).
 */
export function shellWithRows(shell: string, rows: FirstRows, lang: 'es' | 'en'): string {
  if (!shell.includes(ROOT)) return shell;
  const block = html`<div id="${FIRST_ROWS_ID}" data-path="${rows.path}">
  <style>${trusted(STYLE)}</style>
  <header><h1>${rows.title}</h1><span>${rows.subtitle}</span></header>
  <main>${rows.body}</main>
</div>`;
  return shell.replace(/<html lang="[a-z]+"/, `<html lang="${lang}"`).replace(ROOT, `${block.text}${ROOT}`);
}
