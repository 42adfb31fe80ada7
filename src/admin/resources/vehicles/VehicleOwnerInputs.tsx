import { TextInput } from 'react-admin';
import { vehicleSchema } from '../../../domain/vehicles';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { rulesOf } from '../../components/schemaValidator';
import { lazy } from '../../../domain/lazy';

const shape = lazy(() => vehicleSchema.shape);
const rules = rulesOf(vehicleSchema);

/** VEH-16: left empty, each takes its placeholder on save. */
export function VehicleOwnerInputs() {
  return (
    <>
      <BoundedTextInput
        source="owner_name"
        defaultValue=""
        label="ep.vehicles.ownerName"
        schema={shape.owner_name}
        fullWidth
      />
      <BoundedTextInput
        source="owner_phone"
        defaultValue=""
        label="ep.vehicles.ownerPhone"
        schema={shape.owner_phone}
        type="tel"
      />
      <TextInput
        source="owner_email"
        defaultValue=""
        label="ep.vehicles.ownerEmail"
        type="email"
        validate={rules.owner_email}
        slotProps={{ htmlInput: { maxLength: 254 } }}
      />
      <BoundedTextInput
        source="owner_whatsapp"
        defaultValue=""
        label="ep.vehicles.ownerWhatsapp"
        schema={shape.owner_whatsapp}
        type="tel"
      />
    </>
  );
}
