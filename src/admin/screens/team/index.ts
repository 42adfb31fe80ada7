import { lazyView } from '../../components/lazyView';
import type { CustomScreen } from '../customScreen';

/** Issue 42: the owner's grants to the secretary, loaded when first opened. */
export const permisosScreen: CustomScreen = {
  path: '/permisos',
  resource: 'permisos',
  component: lazyView(() => import('./PermisosScreen'), 'PermisosScreen'),
};
