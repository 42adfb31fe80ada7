import { isSafeLink } from '../../../domain/validation';
import { ANALYTICS_SCRIPT, hasAnalytics } from './analytics';
import { localPath, type PageContext } from './context';
import { html, jsonLd, type Html } from './html';
import { SITE_CSS } from './styles';
import { LANGUAGE_NAMES, SITE_LANGUAGES, type SiteLanguage } from './words';

export type { PageContext };

/** Where the page script is served: a same-origin file, so the CSP keeps script-src 'self' with no inline script. */
export const SITE_SCRIPT = '/ep-control/public-site.js';

export interface PageContent {
  title: string;
  description?: string;
  image?: string;
  body: Html;
  /** Pages with a form load the page script. */
  script?: boolean;
  /** A 404 page is not indexed. */
  noindex?: boolean;
  /** What the editor set for a post: its robots meta, Open Graph and Twitter card, keywords and canonical. */
  robots?: string;
  ogType?: string;
  ogTitle?: string;
  ogDescription?: string;
  twitterCard?: string;
  keywords?: string;
  canonical?: string;
  /** Structured data the page carries (schema.org), each one <script type="application/ld+json">. */
  structured?: object[];
}

/** A link the owner typed is rendered only when it is a site path or http(s) (the schemas refuse others already). */
export const safe = (url: string) => (url && isSafeLink(url) ? url : '');
export const absolute = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url);
export const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const OG_LOCALES: Record<SiteLanguage, string> = { es: 'es_DO', en: 'en_US', fr: 'fr_FR' };

/** A page's address in one language, absolute. */
export const urlIn = (context: Pick<PageContext, 'origin' | 'defaultLang'>, lang: SiteLanguage, path: string) =>
  `${context.origin}${localPath(lang, context.defaultLang, path)}`;

/** A site path the owner typed (menu, footer) leads to the page in the visitor's language; files and the app do not. */
export function localLink(context: PageContext, url: string): string {
  const link = safe(url);
  if (!link.startsWith('/') || link.startsWith('//') || /^\/(media|ep-control|api)(\/|$)/.test(link)) return link;
  return context.href(link);
}

function head(context: PageContext, content: PageContent): Html {
  const { chrome, seoEntry, origin, path, lang, defaultLang } = context;
  const siteTitle = chrome.seo.site_title || chrome.header.siteName;
  const title = seoEntry?.title || (content.title === siteTitle ? siteTitle : `${content.title} | ${siteTitle}`);
  const description = seoEntry?.description || content.description || chrome.seo.site_description;
  const image = safe(content.image || seoEntry?.image || chrome.seo.og_image);
  // The owner's canonical is the default language's; each other language is its own page.
  const ownCanonical = lang === defaultLang ? safe(content.canonical || seoEntry?.canonical || '') : '';
  const canonical = ownCanonical ? absolute(origin, ownCanonical) : urlIn(context, lang, path);
  const keywords = content.keywords || seoEntry?.keywords || chrome.seo.meta_keywords;
  // Without an icon of the owner's, an empty one keeps the browser from asking /favicon.ico (a 404) on every page.
  const favicon = safe(chrome.seo.favicon || chrome.header.favicon);
  const robots = content.noindex ? 'noindex' : content.robots;
  return html`<head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    ${description ? html`<meta name="description" content="${description}" />` : ''}
    ${keywords ? html`<meta name="keywords" content="${keywords}" />` : ''}
    ${chrome.seo.author ? html`<meta name="author" content="${chrome.seo.author}" />` : ''}
    ${robots ? html`<meta name="robots" content="${robots}" />` : ''}
    ${
      content.noindex
        ? ''
        : html`<link rel="canonical" href="${canonical}" />
            ${SITE_LANGUAGES.map(
              (code) => html`<link rel="alternate" hreflang="${code}" href="${urlIn(context, code, path)}" />`,
            )}
            <link rel="alternate" hreflang="x-default" href="${urlIn(context, defaultLang, path)}" />`
    }
    <meta property="og:type" content="${content.ogType ?? 'website'}" />
    <meta property="og:site_name" content="${chrome.header.siteName}" />
    <meta property="og:title" content="${content.ogTitle || title}" />
    ${
      description || content.ogDescription
        ? html`<meta property="og:description" content="\
${content.ogDescription || description}" />`
        : ''
    }
    <meta property="og:url" content="${canonical}" />
    <meta property="og:locale" content="${OG_LOCALES[lang]}" />
    ${image ? html`<meta property="og:image" content="${absolute(origin, image)}" />` : ''}
    <meta name="twitter:card" content="${content.twitterCard || chrome.seo.twitter_card}" />
    <meta name="twitter:title" content="${content.ogTitle || title}" />
    ${
      description || content.ogDescription
        ? html`<meta name="twitter:description" content="\
${content.ogDescription || description}" />`
        : ''
    }
    ${image ? html`<meta name="twitter:image" content="${absolute(origin, image)}" />` : ''}
    <link rel="icon" href="${favicon || 'data:,'}" />
    <style>
      ${SITE_CSS}
    </style>
    ${(content.structured ?? []).map((item) => jsonLd(item))}
    ${hasAnalytics(chrome.seo) ? html`<script src="${ANALYTICS_SCRIPT}" async></script>` : ''}
    ${content.script ? html`<script src="${SITE_SCRIPT}" defer></script>` : ''}
  </head>`;
}

function siteHeader(context: PageContext): Html {
  const { chrome, words, lang, path } = context;
  const { header, footer } = chrome;
  const phones = [header.contactPhone, header.contactPhone2].filter(Boolean);
  const whatsapp = safe(footer.whatsapp_url);
  const languages = header.language_selector_visible
    ? html`<nav class="langs" aria-label="${words.language}">
        ${SITE_LANGUAGES.map(
          (code) =>
            html`<a
              href="${localPath(code, context.defaultLang, path)}"
              hreflang="${code}"
              lang="${code}"
              ${code === lang ? html` aria-current="true"` : ''}
              >${LANGUAGE_NAMES[code]}</a
            >`,
        )}
      </nav>`
    : '';
  return html`<header class="site">
      <div class="bar">
        <a class="brand" href="${context.href('/')}">${header.siteName}</a>
        <div class="phones">
          ${phones.map((phone) => html`<a href="${telOf(phone)}">${phone}</a>`)}
          ${whatsapp ? html`<a href="${whatsapp}" rel="noopener" target="_blank">WhatsApp</a>` : ''}
        </div>
        ${languages}
      </div>
    </header>
    <nav class="menu" aria-label="${words.menu}">
      <ul>
        ${chrome.menu.map((link) => {
          const url = localLink(context, link.url);
          return url
            ? html`<li>
                <a href="${url}" ${link.new_tab ? html` target="_blank" rel="noopener"` : ''}>${link.name}</a>
              </li>`
            : '';
        })}
      </ul>
    </nav>`;
}

function siteFooter(context: PageContext): Html {
  const { chrome, words } = context;
  const { footer } = chrome;
  const links = (items: { text: string; url: string }[]) =>
    html`<ul>
      ${items.map((item) => {
        const url = localLink(context, item.url);
        return url ? html`<li><a href="${url}">${item.text}</a></li>` : '';
      })}
    </ul>`;
  const social = (
    [
      ['Facebook', footer.facebook_url],
      ['Instagram', footer.instagram_url],
      ['WhatsApp', footer.whatsapp_url],
    ] as const
  ).filter(([, url]) => safe(url));
  return html`<footer class="site">
    <div class="cols" lang="${context.defaultLang}">
      <div>
        <h2>${footer.company_name}</h2>
        <p>${footer.tagline}</p>
        <p>${footer.description}</p>
        <p>${footer.address}</p>
        <p>
          ${[footer.phone, footer.phone2].filter(Boolean).map((phone) => html`<a href="${telOf(phone)}">${phone}</a> `)}
        </p>
        <p>
          ${[footer.email, footer.email2].filter(Boolean).map((email) => html`<a href="mailto:${email}">${email}</a> `)}
        </p>
        ${
          footer.hours_service
            ? html`<p><span lang="${context.lang}">${words.hours}</span>: ${footer.hours_service}\
</p>`
            : ''
        }
      </div>
      <div>
        <h2 lang="${context.lang}">${words.quickLinks}</h2>
        ${links(footer.quick_links)}
        <p>${social.map(([name, url]) => html`<a href="${url}" rel="noopener" target="_blank">${name}</a> `)}</p>
      </div>
      <div>
        <h2 lang="${context.lang}">${words.cruisePorts}</h2>
        <ul>
          ${footer.cruise_ports.map((port) => html`<li>${port}</li>`)}
        </ul>
        <h2 lang="${context.lang}">${words.hotels}</h2>
        <p>${footer.hotels_resorts.join(' · ')}</p>
        <ul>
          ${footer.trust_indicators.map((item) => html`<li>✓ ${item.text}</li>`)}
        </ul>
      </div>
    </div>
    <div lang="${context.defaultLang}">${links(footer.bottom_links)}</div>
    <p class="copy" lang="${context.defaultLang}">${footer.copyright_text}</p>
  </footer>`;
}

/** Owner content written in the site's default language, marked so a reader (or a screen reader) knows which. */
export const ownerLang = (context: PageContext) => context.defaultLang;

/** One whole public page: head with the SEO the owner set, header, menu, the page's content and footer. */
export function page(context: PageContext, content: PageContent): string {
  return `<!doctype html>${html`<html lang="${context.lang}">
    ${head(context, content)}
    <body>
      ${siteHeader(context)}
      <main>${content.body}</main>
      ${siteFooter(context)}
    </body>
  </html>`}`;
}
