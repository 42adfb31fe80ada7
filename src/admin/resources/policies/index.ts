import PolicyIcon from '@mui/icons-material/Policy';
import type { Policy } from '../../../domain/policies';
import { PolicyEdit } from './PolicyEdit';
import { lazyView } from '../../components/lazyView';

// The list loads when first opened; forms stay in the area's chunk so nothing typed is lost to a reload.
const PolicyList = lazyView(() => import('./PolicyList'), 'PolicyList');

export default {
  list: PolicyList,
  edit: PolicyEdit,
  icon: PolicyIcon,
  recordRepresentation: (record: Policy) => record.title,
};
