import { lazyView } from '../../components/lazyView';
import type { CustomScreen } from '../customScreen';

/** ABOUT-01: About Us, loaded when first opened. */
export const aboutScreen: CustomScreen = {
  path: 'about',
  resource: 'about',
  component: lazyView(() => import('./AboutPage'), 'AboutPage'),
};
