import { lazyView } from '../../components/lazyView';
import type { CustomScreen } from '../customScreen';

/** FOOT-01: Footer Content Management, loaded when first opened. */
export const footerScreen: CustomScreen = {
  path: 'footer',
  resource: 'footer',
  component: lazyView(() => import('./FooterPage'), 'FooterPage'),
};
