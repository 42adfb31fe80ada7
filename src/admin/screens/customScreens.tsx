import { ProfilePage } from './ProfilePage';
import { ExpirationMonitor } from './advertisements/ExpirationMonitor';
import { EditPostRoute, NewPostRoute } from '../resources/posts/PostSpecRoutes';
import { DIAGNOSTICS_PATHS, DiagnosticsScreen } from './diagnostics/DiagnosticsScreen';
import type { CustomScreen } from './customScreen';
import { footerScreen } from './footer';
import { aboutScreen } from './about';
import { settingsScreen } from './settings';
import { salesRentalsScreen } from './salesRentals';
import { keywordFinderScreen, seoScreen } from './seo';
import { activityScreen } from './activity';
import { manifestScreen, runCalendarScreen } from './manifest';
import { permisosScreen } from './team';
import { cashupScreen, paymentsToCashupScreen } from './cashup';
import { reportsScreen } from './reports';
import { partnerStatementScreen } from './partnerStatements';

export type { CustomScreen } from './customScreen';

/**
 * Screens that are not a resource's CRUD views (dashboards, settings, SEO, the sales-rentals hub), each
 * carrying its own route (the larger ones load when first opened); the spec route it serves stops showing
 * 'coming soon'.
 */
export const CUSTOM_SCREENS: CustomScreen[] = [
  { path: ProfilePage.path, resource: 'profile', component: ProfilePage },
  footerScreen,
  aboutScreen,
  settingsScreen,
  { path: ExpirationMonitor.path, resource: 'advertising', component: ExpirationMonitor },
  { path: NewPostRoute.path, resource: 'posts', component: NewPostRoute },
  { path: EditPostRoute.path, resource: 'posts', component: EditPostRoute },
  salesRentalsScreen,
  // docs/DECISIONS.md: every debug and cleanup path of the spec opens the one diagnostics screen.
  ...DIAGNOSTICS_PATHS.map((path) => ({ path, resource: 'diagnostics', component: DiagnosticsScreen })),
  seoScreen,
  keywordFinderScreen,
  activityScreen,
  manifestScreen,
  runCalendarScreen,
  permisosScreen,
  cashupScreen,
  paymentsToCashupScreen,
  reportsScreen,
  partnerStatementScreen,
];
