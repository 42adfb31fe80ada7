import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import type { ShipCall } from '../../../domain/shipCalls';
import { ShipCallCreate } from './ShipCallCreate';
import { ShipCallEdit } from './ShipCallEdit';
import { lazyView } from '../../components/lazyView';

const ShipCallList = lazyView(() => import('./ShipCallList'), 'ShipCallList');

export default {
  list: ShipCallList,
  create: ShipCallCreate,
  edit: ShipCallEdit,
  icon: DirectionsBoatIcon,
  recordRepresentation: (record: ShipCall) => `${record.ship} ${record.date}`,
};
