import PeopleIcon from '@mui/icons-material/People';
import type { StaffUser } from '../../../domain/users';
import { UserList } from './UserList';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';

export default {
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
  icon: PeopleIcon,
  recordRepresentation: (record: StaffUser) => record.username,
};
