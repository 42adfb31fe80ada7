import LinkIcon from '@mui/icons-material/Menu';
import type { NavigationLink } from '../../../domain/navigation';
import { chunk, lazyView } from '../../components/lazyView';

// The list loads when first opened; the forms and record screens when one of them first opens, together: a new
// record opens its own page, and while a chunk of its own loaded the form just left would take typing it then drops.
const NavigationList = lazyView(() => import('./NavigationList'), 'NavigationList');
const forms = chunk(() => import('./forms'));
const NavigationCreate = lazyView(forms, 'NavigationCreate');
const NavigationEdit = lazyView(forms, 'NavigationEdit');

export default {
  list: NavigationList,
  create: NavigationCreate,
  edit: NavigationEdit,
  icon: LinkIcon,
  recordRepresentation: (record: NavigationLink) => record.name,
};
