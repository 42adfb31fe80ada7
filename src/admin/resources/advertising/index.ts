import CampaignIcon from '@mui/icons-material/Campaign';
import type { Advertisement } from '../../../domain/advertisements';
import { AdvertisementCreate } from './AdvertisementCreate';
import { lazyView } from '../../components/lazyView';

// The list loads when first opened; forms stay in the area's chunk so nothing typed is lost to a reload.
const AdvertisingList = lazyView(() => import('./AdvertisingList'), 'AdvertisingList');

export default {
  list: AdvertisingList,
  create: AdvertisementCreate,
  icon: CampaignIcon,
  recordRepresentation: (record: Advertisement) => record.title,
};
