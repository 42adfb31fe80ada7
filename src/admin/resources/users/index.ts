import PeopleIcon from '@mui/icons-material/People';
import type { StaffUser } from '../../../domain/users';
import { chunk, lazyView } from '../../components/lazyView';

// The list loads when first opened; the forms and record screens when one of them first opens, together: a new
// record opens its own page, and while a chunk of its own loaded the form just left would take typing it then drops.
const UserList = lazyView(() => import('./UserList'), 'UserList');
const forms = chunk(() => import('./forms'));
const UserCreate = lazyView(forms, 'UserCreate');
const UserEdit = lazyView(forms, 'UserEdit');

export default {
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
  icon: PeopleIcon,
  recordRepresentation: (record: StaffUser) => record.username,
};
