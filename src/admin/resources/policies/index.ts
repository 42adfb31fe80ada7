import PolicyIcon from '@mui/icons-material/Policy';
import type { Policy } from '../../../domain/policies';
import { chunk, lazyView } from '../../components/lazyView';

// The list loads when first opened; the forms and record screens when one of them first opens, together: a new
// record opens its own page, and while a chunk of its own loaded the form just left would take typing it then drops.
const PolicyList = lazyView(() => import('./PolicyList'), 'PolicyList');
const forms = chunk(() => import('./forms'));
const PolicyEdit = lazyView(forms, 'PolicyEdit');

export default {
  list: PolicyList,
  edit: PolicyEdit,
  icon: PolicyIcon,
  recordRepresentation: (record: Policy) => record.title,
};
