import { NumberInput } from 'react-admin';
import { fleetVehicleSchema } from '../../../domain/fleetVehicles';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { rulesOf } from '../../components/schemaValidator';

const rules = rulesOf(fleetVehicleSchema);

export function FleetVehicleInputs() {
  return (
    <>
      <BoundedTextInput source="name" label="ep.run.fleet.name" schema={fleetVehicleSchema.shape.name} fullWidth />
      <BoundedTextInput source="plate" label="ep.run.fleet.plate" schema={fleetVehicleSchema.shape.plate} />
      <NumberInput source="seats" label="ep.run.fleet.seats" min={1} step={1} validate={rules.seats} />
    </>
  );
}
