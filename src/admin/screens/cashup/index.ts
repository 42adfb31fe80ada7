import { lazyView } from '../../components/lazyView';
import type { CustomScreen } from '../customScreen';

/** Issue 41's cash-up, loaded when first opened. */
export const cashupScreen: CustomScreen = {
  path: '/caja',
  resource: 'caja',
  component: lazyView(() => import('./CashupScreen'), 'CashupScreen'),
};
