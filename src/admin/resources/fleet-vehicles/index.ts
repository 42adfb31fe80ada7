import AirportShuttleIcon from '@mui/icons-material/AirportShuttle';
import type { FleetVehicle } from '../../../domain/fleetVehicles';
import { FleetVehicleCreate } from './FleetVehicleCreate';
import { FleetVehicleEdit } from './FleetVehicleEdit';
import { lazyView } from '../../components/lazyView';

const FleetVehicleList = lazyView(() => import('./FleetVehicleList'), 'FleetVehicleList');

export default {
  list: FleetVehicleList,
  create: FleetVehicleCreate,
  edit: FleetVehicleEdit,
  icon: AirportShuttleIcon,
  recordRepresentation: (record: FleetVehicle) => `${record.name} (${record.seats})`,
};
