import { lazyView } from '../../components/lazyView';
import type { CustomScreen } from '../customScreen';

/** Issue 41's reports, loaded when first opened (their charts a chunk further). */
export const reportsScreen: CustomScreen = {
  path: '/informes',
  resource: 'informes',
  component: lazyView(() => import('./ReportsScreen'), 'ReportsScreen'),
};
