import PeopleIcon from '@mui/icons-material/People';
import type { StaffUser } from '../../../domain/users';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';
import { lazyView } from '../../components/lazyView';

// The list loads when first opened; forms stay in the area's chunk so nothing typed is lost to a reload.
const UserList = lazyView(() => import('./UserList'), 'UserList');

export default {
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
  icon: PeopleIcon,
  recordRepresentation: (record: StaffUser) => record.username,
};
