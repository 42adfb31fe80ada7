import LinkIcon from '@mui/icons-material/Menu';
import type { NavigationLink } from '../../../domain/navigation';
import { NavigationList } from './NavigationList';
import { NavigationCreate } from './NavigationCreate';
import { NavigationEdit } from './NavigationEdit';

export default {
  list: NavigationList,
  create: NavigationCreate,
  edit: NavigationEdit,
  icon: LinkIcon,
  recordRepresentation: (record: NavigationLink) => record.name,
};
