import MapIcon from '@mui/icons-material/Map';
import type { TransferZone } from '../../../domain/transferZones';
import { TransferZoneCreate } from './TransferZoneCreate';
import { TransferZoneEdit } from './TransferZoneEdit';
import { lazyView } from '../../components/lazyView';

const TransferZoneList = lazyView(() => import('./TransferZoneList'), 'TransferZoneList');

export default {
  list: TransferZoneList,
  create: TransferZoneCreate,
  edit: TransferZoneEdit,
  icon: MapIcon,
  recordRepresentation: (record: TransferZone) => `${record.name} (${record.price})`,
};
