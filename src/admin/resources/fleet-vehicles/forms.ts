/** The forms and record screens, one chunk loaded when one of them first opens (see index.ts). */
export { FleetVehicleCreate } from './FleetVehicleCreate';
export { FleetVehicleEdit } from './FleetVehicleEdit';
