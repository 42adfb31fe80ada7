import { lazyView } from '../../components/lazyView';
import type { CustomScreen } from '../customScreen';
import { redirectScreen } from '../redirectScreen';

/** Issue 41's cash-up, loaded when first opened. */
export const cashupScreen: CustomScreen = {
  path: '/caja',
  resource: 'caja',
  component: lazyView(() => import('./CashupScreen'), 'CashupScreen'),
};

/**
 * The owner after "the day's payments" types /payments, the payments resource's name, which has no screen of its
 * own (a booking's panel lists them): Caja is that screen.
 */
export const paymentsToCashupScreen = redirectScreen('/payments', cashupScreen);
