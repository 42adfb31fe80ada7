import { lazy, type ComponentType } from 'react';
import { ProfilePage } from './ProfilePage';
import { lazyView } from '../components/lazyView';
import { ExpirationMonitor } from './advertising/ExpirationMonitor';
import { EditPostRoute, NewPostRoute } from '../resources/posts/PostSpecRoutes';
import { DIAGNOSTICS_PATHS, DiagnosticsScreen } from './diagnostics/DiagnosticsScreen';
import { SALES_RENTALS_ROUTE } from './salesRentals/listingPaths';

// The hub, its four lists and their forms load when Sales & Rentals is first opened.
const SalesRentalsScreen = lazy(() => import('./salesRentals/SalesRentalsScreen').then(({ SalesRentalsScreen }) => ({ default: SalesRentalsScreen })));
// The larger screens load when first opened, so the role area's first load stays light.
const FooterPage = lazyView(() => import('./footer/FooterPage'), 'FooterPage');
const AboutPage = lazyView(() => import('./about/AboutPage'), 'AboutPage');
const SeoScreen = lazyView(() => import('./seo/SeoScreen'), 'SeoScreen');
const KeywordFinder = lazyView(() => import('./seo/KeywordFinder'), 'KeywordFinder');
const ActivityScreen = lazyView(() => import('./activity/ActivityScreen'), 'ActivityScreen');
// Settings load when first opened: the header form and forty texts per language.
const SettingsPage = lazy(() => import('./settings/SettingsPage').then(({ SettingsPage }) => ({ default: SettingsPage })));

export interface CustomScreen {
  /** Route under the role area, e.g. 'profile' or 'seo/*'. */
  path: string;
  /** What canAccess is asked about: a declared resource or an area of domain/access.ts. */
  resource: string;
  component: ComponentType;
}

/**
 * Screens that are not a resource's CRUD views (dashboards, settings, SEO, the sales-rentals hub): each
 * carries its route here, and the spec route it serves stops showing 'coming soon'.
 */
export const CUSTOM_SCREENS: CustomScreen[] = [
  { path: ProfilePage.path, resource: 'profile', component: ProfilePage },
  { path: 'footer', resource: 'footer', component: FooterPage },
  { path: 'about', resource: 'about', component: AboutPage },
  { path: '/settings/*', resource: 'settings', component: SettingsPage },
  { path: ExpirationMonitor.path, resource: 'advertising', component: ExpirationMonitor },
  { path: NewPostRoute.path, resource: 'posts', component: NewPostRoute },
  { path: EditPostRoute.path, resource: 'posts', component: EditPostRoute },
  { path: `${SALES_RENTALS_ROUTE}/*`, resource: 'sales-rentals', component: SalesRentalsScreen },
  // DECISIONS.md: every debug and cleanup path of the spec opens the one diagnostics screen.
  ...DIAGNOSTICS_PATHS.map((path) => ({ path, resource: 'diagnostics', component: DiagnosticsScreen })),
  { path: '/seo/*', resource: 'seo', component: SeoScreen },
  // SEO-31: anyone on staff who opens the keyword finder gets it, or the owner-only message.
  { path: '/seo/keywords', resource: 'dashboard', component: KeywordFinder },
  { path: '/activity', resource: 'audit', component: ActivityScreen },
];
