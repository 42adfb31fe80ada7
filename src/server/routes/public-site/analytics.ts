import { CSP_DIRECTIVES } from '../../http/securityHeaders';
import type { SeoSettings } from './siteData';

/** Where the analytics starter is served: a same-origin file, so no inline script needs the CSP opened. */
export const ANALYTICS_SCRIPT = '/site-analytics.js';

/** The SEO area's ids, each taken only in its vendor's shape: a typed id never reaches the page as code. */
export function analyticsIds(seo: Pick<SeoSettings, 'analytics_id' | 'tag_manager_id' | 'facebook_pixel'>) {
  const ga = seo.analytics_id.trim();
  const gtm = seo.tag_manager_id.trim();
  const pixel = seo.facebook_pixel.trim();
  return {
    ga: /^(G|UA|AW)-[A-Z0-9-]{4,30}$/i.test(ga) ? ga : '',
    gtm: /^GTM-[A-Z0-9]{4,20}$/i.test(gtm) ? gtm : '',
    pixel: /^\d{6,20}$/.test(pixel) ? pixel : '',
  };
}
type Ids = ReturnType<typeof analyticsIds>;

const GOOGLE = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
  img: ['https://www.google-analytics.com', 'https://www.googletagmanager.com'],
};
const FACEBOOK = {
  script: ['https://connect.facebook.net'],
  connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  img: ['https://www.facebook.com'],
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The CSP of a public page with analytics: the app's own, widened for the vendors whose ids are set, and only them. */
export function analyticsPolicy(seo: SeoSettings): string | undefined {
  const ids = analyticsIds(seo);
  const vendors = [...(ids.ga || ids.gtm ? [GOOGLE] : []), ...(ids.pixel ? [FACEBOOK] : [])];
  if (vendors.length === 0) return undefined;
  const extra: Record<string, string[]> = {
    scriptSrc: vendors.flatMap((vendor) => vendor.script),
    connectSrc: vendors.flatMap((vendor) => vendor.connect),
    imgSrc: vendors.flatMap((vendor) => vendor.img),
  };
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) => `${kebab(name)} ${[...values, ...(extra[name] ?? [])].join(' ')}`)
    .join(';');
}

export const hasAnalytics = (seo: SeoSettings) => Object.values(analyticsIds(seo)).some(Boolean);

/** The starter script: the vendors' own loaders for the ids set, the ids written as JSON strings. */
export function analyticsScript(ids: Ids): string {
  const parts = ['window.dataLayer=window.dataLayer||[];'];
  const load = (src: string) =>
    `(function(){var s=document.createElement('script');s.async=true;s.src=${JSON.stringify(src)}` +
    `;document.head.appendChild(s);})();`;
  if (ids.ga) {
    parts.push(
      `function gtag(){window.dataLayer.push(arguments);}window.gtag=gtag;gtag('js',new ` +
        `Date());gtag('config',${JSON.stringify(ids.ga)});`,
      load(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids.ga)}`),
    );
  }
  if (ids.gtm) {
    parts.push(
      `window.dataLayer.push({'gtm.start':new Date().getTime(),event:'gtm.js'});`,
      load(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.gtm)}`),
    );
  }
  if (ids.pixel) {
    parts.push(
      `(function(f){if(f.fbq)return;var n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,` +
        `arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=true;n.version='2.0';` +
        `n.queue=[];})(window);`,
      load('https://connect.facebook.net/en_US/fbevents.js'),
      `window.fbq('init',${JSON.stringify(ids.pixel)});window.fbq('track','PageView');`,
    );
  }
  return parts.join('\n');
}
