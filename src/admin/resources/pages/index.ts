import DescriptionIcon from '@mui/icons-material/Description';
import type { Page } from '../../../domain/pages';
import { lazyView } from '../../components/lazyView';

// The list loads when first opened; forms stay in the area's chunk so nothing typed is lost to a reload.
const PageList = lazyView(() => import('./PageList'), 'PageList');

// The forms load when first opened, not with the app, and together: a new record opens its edit page, and while
// an edit chunk of its own loaded the create form would stay on screen taking typing the edit form then drops.
const forms = () => import('./forms');
const PageCreate = lazyView(forms, 'PageCreate');
const PageEdit = lazyView(forms, 'PageEdit');

export default {
  list: PageList,
  create: PageCreate,
  edit: PageEdit,
  icon: DescriptionIcon,
  recordRepresentation: (record: Page) => record.title,
};
