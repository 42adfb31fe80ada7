import CampaignIcon from '@mui/icons-material/Campaign';
import type { Advertisement } from '../../../domain/advertisements';
import { AdvertisementCreate } from './AdvertisementCreate';
import { lazyView } from '../../components/lazyView';

// The list loads when first opened; forms stay in the area's chunk so nothing typed is lost to a reload.
const AdvertisementList = lazyView(() => import('./AdvertisementList'), 'AdvertisementList');

export default {
  list: AdvertisementList,
  create: AdvertisementCreate,
  icon: CampaignIcon,
  recordRepresentation: (record: Advertisement) => record.title,
};
