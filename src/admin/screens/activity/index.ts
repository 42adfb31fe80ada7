import { lazyView } from '../../components/lazyView';
import type { CustomScreen } from '../customScreen';

/** The activity log (issue 14), read from the audit trail. */
export const activityScreen: CustomScreen = {
  path: '/activity',
  resource: 'audit',
  component: lazyView(() => import('./ActivityScreen'), 'ActivityScreen'),
};
