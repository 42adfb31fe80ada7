import AirportShuttleIcon from '@mui/icons-material/AirportShuttle';
import type { FleetVehicle } from '../../../domain/fleetVehicles';
import { chunk, lazyView } from '../../components/lazyView';

// The list loads when first opened; the forms and record screens when one of them first opens, together: a new
// record opens its own page, and while a chunk of its own loaded the form just left would take typing it then drops.
const FleetVehicleList = lazyView(() => import('./FleetVehicleList'), 'FleetVehicleList');
const forms = chunk(() => import('./forms'));
const FleetVehicleCreate = lazyView(forms, 'FleetVehicleCreate');
const FleetVehicleEdit = lazyView(forms, 'FleetVehicleEdit');

export default {
  list: FleetVehicleList,
  create: FleetVehicleCreate,
  edit: FleetVehicleEdit,
  icon: AirportShuttleIcon,
  recordRepresentation: (record: FleetVehicle) => `${record.name} (${record.seats})`,
};
