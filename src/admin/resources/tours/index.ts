import TourIcon from '@mui/icons-material/Tour';
import type { Tour } from '../../../domain/tours';
import { lazyView } from '../../components/lazyView';

// The list loads when first opened; forms stay in the area's chunk so nothing typed is lost to a reload.
const TourList = lazyView(() => import('./TourList'), 'TourList');

// The forms load when first opened, not with the app, and together: a new record opens its edit page, and while
// an edit chunk of its own loaded the create form would stay on screen taking typing the edit form then drops.
const forms = () => import('./forms');
const TourCreate = lazyView(forms, 'TourCreate');
const TourEdit = lazyView(forms, 'TourEdit');

export default {
  list: TourList,
  create: TourCreate,
  edit: TourEdit,
  icon: TourIcon,
  recordRepresentation: (record: Tour) => record.nombre,
};
