import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { AdPlan } from '../../../domain/adPlans';
import { lazyView } from '../../components/lazyView';

// The list loads when first opened; forms stay in the area's chunk so nothing typed is lost to a reload.
const PlanList = lazyView(() => import('./PlanList'), 'PlanList');

export default {
  list: PlanList,
  icon: LocalOfferIcon,
  recordRepresentation: (record: AdPlan) => record.name,
};
