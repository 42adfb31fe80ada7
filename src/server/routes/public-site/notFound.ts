import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ATTRACTIONS_URL, TOURS_URL } from '../../../domain/navigation';
import { contextOf, defaultLanguageOf, originOf, send, splitLanguage } from './context';
import { notFoundPage } from './pages';
import { loadChrome } from './siteData';

/** The public site's own prefixes: what lies under them is a page of the site, at the root or under the app's. */
const SITE_PREFIXES = [TOURS_URL, ATTRACTIONS_URL, '/faq', '/about', '/contact', '/media'];
/** The visitors' pages the app itself serves under its prefix (src/admin/screens/public/publicPaths.ts). */
const APP_PUBLIC_PAGES = ['/faq', '/about', '/media'];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
/** A path naming a file (a missing image or script) stays a plain 404: an HTML page would only hide the cause. */
const isFile = (path: string) => /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));

/**
 * Whether a path no route answered is a page of the public site that does not exist: any page path at the
 * root (outside the API and the app), and under the app's prefix the paths under a public prefix but the
 * visitors' pages the app itself shows.
 */
export function isMissingSitePage(path: string, appPrefix: string): boolean {
  if (isFile(path) || under(path, '/api')) return false;
  if (!under(path, appPrefix)) return true;
  const inApp = path.slice(appPrefix.length);
  return SITE_PREFIXES.some((prefix) => under(inApp, prefix)) && !APP_PUBLIC_PAGES.includes(inApp);
}

/**
 * The site's 404 page: status 404, the header, menu and footer, in the language of the path, not indexed. A page
 * path with a trailing slash is first sent to the page without it (one URL a page).
 */
export async function sendNotFoundPage(
  db: FastifyInstance['deps']['db'],
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const [path, query] = request.url.split('?');
  if (path.length > 1 && path.endsWith('/') && !path.startsWith('//')) {
    const target = path.replace(/\/+$/, '') || '/';
    return reply.redirect(query === undefined ? target : `${target}?${query}`, 301);
  }
  const { publicUrl } = request.server.deps;
  const chrome = await loadChrome(db);
  const defaultLang = defaultLanguageOf(chrome);
  const { asked, pagePath } = splitLanguage(path);
  const site = { chrome, defaultLang, lang: asked ?? defaultLang, pagePath, origin: originOf(chrome, publicUrl) };
  const context = await contextOf(db, site, [], { exists: false });
  return send(reply, context, notFoundPage(context), 404);
}
