import { lazyView } from '../../components/lazyView';
import type { CustomScreen } from '../customScreen';
import { manifestChunk } from './manifestChunk';

// Static paths, so react-admin's 'reservas/:id' does not take them; each loads when first opened.
/** Issue 22's day's run. */
export const manifestScreen: CustomScreen = {
  path: '/reservas/manifest',
  resource: 'reservas',
  component: lazyView(manifestChunk, 'ManifestScreen'),
};
/** Issue 22's month of runs. */
export const runCalendarScreen: CustomScreen = {
  path: '/reservas/calendar',
  resource: 'reservas',
  component: lazyView(() => import('./RunCalendarScreen'), 'RunCalendarScreen'),
};
