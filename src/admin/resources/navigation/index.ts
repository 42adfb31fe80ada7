import LinkIcon from '@mui/icons-material/Menu';
import type { NavigationLink } from '../../../domain/navigation';
import { NavigationCreate } from './NavigationCreate';
import { NavigationEdit } from './NavigationEdit';
import { lazyView } from '../../components/lazyView';

// The list loads when first opened; forms stay in the area's chunk so nothing typed is lost to a reload.
const NavigationList = lazyView(() => import('./NavigationList'), 'NavigationList');

export default {
  list: NavigationList,
  create: NavigationCreate,
  edit: NavigationEdit,
  icon: LinkIcon,
  recordRepresentation: (record: NavigationLink) => record.name,
};
