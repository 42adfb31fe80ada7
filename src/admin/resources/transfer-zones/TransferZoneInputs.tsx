import { NumberInput } from 'react-admin';
import { transferZoneSchema } from '../../../domain/transferZones';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { rulesOf } from '../../components/schemaValidator';

const rules = rulesOf(transferZoneSchema);

export function TransferZoneInputs() {
  return (
    <>
      <BoundedTextInput source="name" label="ep.run.zones.name" schema={transferZoneSchema.shape.name} fullWidth />
      <NumberInput source="price" label="ep.run.zones.price" min={0} validate={rules.price} />
    </>
  );
}
