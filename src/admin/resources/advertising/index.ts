import CampaignIcon from '@mui/icons-material/Campaign';
import type { Advertisement } from '../../../domain/advertisements';
import { chunk, lazyView } from '../../components/lazyView';

// The list loads when first opened; the forms and record screens when one of them first opens, together: a new
// record opens its own page, and while a chunk of its own loaded the form just left would take typing it then drops.
const AdvertisementList = lazyView(() => import('./AdvertisementList'), 'AdvertisementList');
const forms = chunk(() => import('./forms'));
const AdvertisementCreate = lazyView(forms, 'AdvertisementCreate');

export default {
  list: AdvertisementList,
  create: AdvertisementCreate,
  icon: CampaignIcon,
  recordRepresentation: (record: Advertisement) => record.title,
};
