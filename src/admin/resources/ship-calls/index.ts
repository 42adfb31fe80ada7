import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import type { ShipCall } from '../../../domain/shipCalls';
import { chunk, lazyView } from '../../components/lazyView';

// The list loads when first opened; the forms and record screens when one of them first opens, together: a new
// record opens its own page, and while a chunk of its own loaded the form just left would take typing it then drops.
const ShipCallList = lazyView(() => import('./ShipCallList'), 'ShipCallList');
const forms = chunk(() => import('./forms'));
const ShipCallCreate = lazyView(forms, 'ShipCallCreate');
const ShipCallEdit = lazyView(forms, 'ShipCallEdit');

export default {
  list: ShipCallList,
  create: ShipCallCreate,
  edit: ShipCallEdit,
  icon: DirectionsBoatIcon,
  recordRepresentation: (record: ShipCall) => `${record.ship} ${record.date}`,
};
