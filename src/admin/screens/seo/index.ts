import { lazyView } from '../../components/lazyView';
import type { CustomScreen } from '../customScreen';
import { SEO_ROUTE } from '../../resources/seo-entries/seoPaths';

/** SEO-01: the owner's SEO area and its views, loaded when first opened. */
export const seoScreen: CustomScreen = {
  path: `/${SEO_ROUTE}/*`,
  resource: 'seo',
  component: lazyView(() => import('./SeoScreen'), 'SeoScreen'),
};

/** SEO-31: anyone on staff who opens the keyword finder gets it, or the owner-only message. */
export const keywordFinderScreen: CustomScreen = {
  path: `/${SEO_ROUTE}/keywords`,
  resource: 'dashboard',
  component: lazyView(() => import('./KeywordFinder'), 'KeywordFinder'),
};
