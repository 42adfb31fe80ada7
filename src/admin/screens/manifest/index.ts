import { lazyView } from '../../components/lazyView';
import type { CustomScreen } from '../customScreen';

/** Issue 22's day's run; a static path, so react-admin's 'reservas/:id' does not take it. Loads when first opened. */
export const manifestScreen: CustomScreen = { path: '/reservas/manifest', resource: 'reservas', component: lazyView(() => import('./ManifestScreen'), 'ManifestScreen') };
