import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSafeLink } from '../../../domain/validation';
import type { Executor } from '../../db/repository';
import type { PageContext } from './layout';
import { loadChrome, seoEntryFor } from './siteData';
import { isSiteLanguage, SITE_WORDS, type SiteLanguage } from './words';

/** The visitor's choice of language is kept a year, so every page after the selector speaks it. */
const LANGUAGE_COOKIE = 'site_lang';
const YEAR_SECONDS = 365 * 24 * 3600;

function languageOf(request: FastifyRequest, reply: FastifyReply, fallback: string): SiteLanguage {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isSiteLanguage(asked)) {
    // Secure in production, as the session cookie is: the site is served over HTTPS there.
    reply.setCookie(LANGUAGE_COOKIE, asked, {
      path: '/',
      maxAge: YEAR_SECONDS,
      sameSite: 'lax',
      httpOnly: true,
      secure: request.server.deps.auth.secureCookie,
    });
    return asked;
  }
  const kept = request.cookies[LANGUAGE_COOKIE];
  if (isSiteLanguage(kept)) return kept;
  return fallback === 'en' ? 'en' : 'es';
}

/**
 * What a page needs of the request and the site: the language, the header, menu and footer, and the SEO entry
 * of the page (by its path or the slugs given; none for a page that does not exist).
 */
export async function contextOf(
  db: Executor,
  request: FastifyRequest,
  reply: FastifyReply,
  seoSlugs: string[] = [],
  { exists = true } = {},
): Promise<PageContext> {
  const path = request.url.split('?')[0];
  const slugs = exists ? [path.slice(1), ...seoSlugs].filter(Boolean) : [];
  const [chrome, seoEntry] = await Promise.all([loadChrome(db), slugs.length ? seoEntryFor(db, slugs) : undefined]);
  const lang = languageOf(request, reply, chrome.seo.language);
  const base = chrome.seo.canonical_url;
  const origin =
    base && /^https?:\/\//.test(base) && isSafeLink(base)
      ? base.replace(/\/+$/, '')
      : `${request.protocol}://${request.host}`;
  return { lang, words: SITE_WORDS[lang], chrome, path, origin, seoEntry };
}

export const send = (reply: FastifyReply, body: string, status = 200) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Cookie')
    .send(body);
