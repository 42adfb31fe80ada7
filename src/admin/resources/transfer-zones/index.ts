import MapIcon from '@mui/icons-material/Map';
import type { TransferZone } from '../../../domain/transferZones';
import { chunk, lazyView } from '../../components/lazyView';

// The list loads when first opened; the forms and record screens when one of them first opens, together: a new
// record opens its own page, and while a chunk of its own loaded the form just left would take typing it then drops.
const TransferZoneList = lazyView(() => import('./TransferZoneList'), 'TransferZoneList');
const forms = chunk(() => import('./forms'));
const TransferZoneCreate = lazyView(forms, 'TransferZoneCreate');
const TransferZoneEdit = lazyView(forms, 'TransferZoneEdit');

export default {
  list: TransferZoneList,
  create: TransferZoneCreate,
  edit: TransferZoneEdit,
  icon: MapIcon,
  recordRepresentation: (record: TransferZone) => `${record.name} (${record.price})`,
};
