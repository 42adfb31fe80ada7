import { useBasename } from 'react-admin';

/** The SEO area's route under the role area; every SEO view hangs from it. */
export const SEO_ROUTE = 'seo';

/** SEO-02: the internal views of the SEO area, each with its own URL so back and shared links work. */
export const SEO_VIEWS = ['general', 'analytics', 'checklist', 'keywords', 'pages', 'posts'] as const;
export type SeoView = (typeof SEO_VIEWS)[number];

/** The switcher's tab labels, as catalog keys. */
export const SEO_VIEW_LABELS: Record<SeoView, string> = {
  general: 'ep.seo.general',
  analytics: 'ep.seo.analytics',
  checklist: 'ep.seo.checklist',
  keywords: 'ep.seo.keywords',
  pages: 'ep.seo.pagesSeo',
  posts: 'ep.seo.postsSeo',
};

/** Absolute paths under the role's area, e.g. seoPath('edit/3') → /ep-control/dueno/seo/edit/3. */
export function useSeoPath() {
  const basename = useBasename();
  return (view = '') => `${basename}/${SEO_ROUTE}${view ? `/${view}` : ''}`;
}
