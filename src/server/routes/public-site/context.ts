import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSafeLink } from '../../../domain/validation';
import { answerCache } from '../../db/answerCache';
import type { Executor } from '../../db/repository';
import { analyticsPolicy } from './analytics';
import { sendPage, type KeptPages, type PageAnswer } from './keptPages';
import type { SeoEntry } from '../../../domain/seo/seoEntries';
import { loadChrome, seoEntryFor, type SiteChrome } from './siteData';
import { isSiteLanguage, SITE_LANGUAGES, SITE_WORDS, type SiteLanguage, type SiteWords } from './words';

/** The language a page speaks with no prefix: the SEO area's language when the site offers it, else Spanish. */
export const defaultLanguageOf = (chrome: SiteChrome): SiteLanguage => {
  const code = chrome.seo.language.trim().toLowerCase().slice(0, 2);
  return isSiteLanguage(code) ? code : 'es';
};

/** The site's origin: the owner's canonical URL from the SEO area when set, else PUBLIC_URL; never a request's Host. */
export function originOf(chrome: SiteChrome, publicUrl: string): string {
  const base = chrome.seo.canonical_url;
  return base && /^https?:\/\/[^/]/.test(base) && isSafeLink(base) ? new URL(base).origin : publicUrl;
}

/** A page's path in one language: the default language unprefixed, the others under /en, /fr or /es. */
export function localPath(lang: SiteLanguage, defaultLang: SiteLanguage, path: string): string {
  if (lang === defaultLang) return path;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}

/** The language a path asks for by its prefix, and the page's own path without it. */
export function splitLanguage(path: string): { asked?: SiteLanguage; pagePath: string } {
  const match = /^\/(es|en|fr)(\/.*)?$/.exec(path);
  if (!match) return { pagePath: path };
  return { asked: match[1] as SiteLanguage, pagePath: match[2] ?? '/' };
}

/** What a site route knows before it builds its page: the site around it, the language and the page's own path. */
export interface SiteRequest {
  chrome: SiteChrome;
  lang: SiteLanguage;
  defaultLang: SiteLanguage;
  pagePath: string;
  origin: string;
}

/** What one request's page knows: the visitor's language, the site around the page and where the page is. */
export interface PageContext extends SiteRequest {
  words: SiteWords;
  chrome: SiteChrome;
  /** The page's path without the language prefix and query. */
  path: string;
  seoEntry?: SeoEntry;
  /** A site path in this page's language. */
  href: (path: string) => string;
}

/**
 * What a site request knows from its path alone: the site around it, the language its prefix asks for (`asked`,
 * absent when unprefixed) or else the default, and the page's own path. Read by sitePage and by a route it does
 * not serve (the guest's cancel form).
 */
export async function readSite(
  db: Executor,
  rawPath: string,
  publicUrl: string,
  chromeOf: (db: Executor) => Promise<SiteChrome> = loadChrome,
): Promise<SiteRequest & { asked?: SiteLanguage }> {
  const { asked, pagePath } = splitLanguage(rawPath);
  const chrome = await chromeOf(db);
  const defaultLang = defaultLanguageOf(chrome);
  return { chrome, asked, lang: asked ?? defaultLang, defaultLang, pagePath, origin: originOf(chrome, publicUrl) };
}

type SiteHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
  site: SiteRequest,
  /** Keeps the page built for this URL, where `kept` was given (nothing else is kept). */
  keep: (answer: PageAnswer) => void,
) => Promise<unknown>;

/**
 * A page of the site at its path in every language: `/blog` (the default language), `/en/blog`, `/fr/blog`. The
 * default language's prefixed path and an old `?lang=` link redirect to the one URL of that language's page.
 */
export function sitePage(scope: FastifyInstance, path: string, handler: SiteHandler, kept?: KeptPages) {
  const { db, publicUrl, keepListAnswers } = scope.deps;
  // The header, footer, SEO settings and menu every page starts from (four reads), kept as a page is (index.ts).
  const keepChrome = answerCache<SiteChrome>(db, keepListAnswers ? 1 : 0);
  const chromeOf = () => keepChrome('chrome', { tables: [] }, () => loadChrome(db));
  const routes = ['', ...SITE_LANGUAGES.map((code) => `/${code}`)].map((prefix) =>
    prefix === '' ? path : path === '/' ? prefix : `${prefix}${path}`,
  );
  for (const route of routes) {
    scope.get(
      route,
      { exposeHeadRoute: true, config: { access: 'public' } },
      async function sitePageRoute(request, reply) {
        // Before anything else: a kept page needs neither the chrome nor the language (its URL names both).
        const state = kept?.now();
        const answer = state === undefined ? undefined : kept!.find(request.url, state);
        if (answer) return sendPage(request, reply, answer);
        const [rawPath, query = ''] = request.url.split('?');
        const { asked, ...site } = await readSite(db, rawPath, publicUrl, chromeOf);
        const { defaultLang, pagePath } = site;
        const params = new URLSearchParams(query);
        const chosen = params.get('lang');
        if (isSiteLanguage(chosen) || asked === defaultLang) {
          params.delete('lang');
          const rest = params.toString();
          const target = localPath(isSiteLanguage(chosen) ? chosen : defaultLang, defaultLang, pagePath);
          return reply.redirect(rest ? `${target}?${rest}` : target, 301);
        }
        return handler(request, reply, site, (built) => {
          if (state !== undefined) kept!.keep(request.url, state, built);
        });
      },
    );
  }
}

/**
 * What a page needs of the request and the site: the language, the header, menu and footer, and the SEO entry
 * of the page (by its path or the slugs given; none for a page that does not exist).
 */
export async function contextOf(
  db: Executor,
  site: SiteRequest,
  seoSlugs: string[] = [],
  { exists = true } = {},
): Promise<PageContext> {
  const { pagePath } = site;
  const slugs = exists ? [pagePath === '/' ? 'home' : pagePath.slice(1), ...seoSlugs].filter(Boolean) : [];
  const seoEntry = slugs.length ? await seoEntryFor(db, slugs) : undefined;
  return {
    ...site,
    path: pagePath,
    words: SITE_WORDS[site.lang],
    seoEntry,
    href: (path: string) => localPath(site.lang, site.defaultLang, path),
  };
}

/** The headers of a page in its language, with the CSP widened for the analytics it loads (analytics.ts). */
export function pageHeaders(context: Pick<SiteRequest, 'lang' | 'chrome'>): Record<string, string> {
  const policy = analyticsPolicy(context.chrome.seo);
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    'content-language': context.lang,
    ...(policy ? { 'content-security-policy': policy } : {}),
  };
}

export const send = (reply: FastifyReply, context: Pick<SiteRequest, 'lang' | 'chrome'>, body: string, status = 200) =>
  reply.code(status).headers(pageHeaders(context)).send(body);
