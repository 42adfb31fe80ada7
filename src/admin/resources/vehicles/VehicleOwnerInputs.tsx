import { TextInput } from 'react-admin';
import { vehicleSchema } from '../../../domain/vehicles';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { rulesOf } from '../../components/schemaValidator';

const { shape } = vehicleSchema;
const rules = rulesOf(vehicleSchema);

/** VEH-16: left empty, each takes its placeholder on save. */
export function VehicleOwnerInputs() {
  return (
    <>
      <BoundedTextInput source="owner_name" defaultValue="" label="Owner Name" schema={shape.owner_name} fullWidth />
      <BoundedTextInput source="owner_phone" defaultValue="" label="Owner Phone" schema={shape.owner_phone} type="tel" />
      <TextInput source="owner_email" defaultValue="" label="Owner Email" type="email" validate={rules.owner_email} slotProps={{ htmlInput: { maxLength: 254 } }} />
      <BoundedTextInput source="owner_whatsapp" defaultValue="" label="Owner WhatsApp" schema={shape.owner_whatsapp} type="tel" />
    </>
  );
}
