import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { AdvertisingPlan } from '../../../domain/advertisingPlans';
import { lazyView } from '../../components/lazyView';

// The list loads when first opened; forms stay in the area's chunk so nothing typed is lost to a reload.
const PlanList = lazyView(() => import('./PlanList'), 'PlanList');

export default {
  list: PlanList,
  icon: LocalOfferIcon,
  recordRepresentation: (record: AdvertisingPlan) => record.name,
};
