import { lazyView } from '../../components/lazyView';
import type { CustomScreen } from '../customScreen';

/** Settings and its tabs, loaded when first opened: the header form and forty texts per language. */
export const settingsScreen: CustomScreen = {
  path: '/settings/*',
  resource: 'settings',
  component: lazyView(() => import('./SettingsPage'), 'SettingsPage'),
};
