import { partnersResource } from '../../../domain/partners';
import { BoundedTextInput } from '../../components/BoundedTextInput';

/** Every input takes its rules from the field's schema (read when the form shows). */
export function PartnersInputs() {
  const { shape } = partnersResource.schema;
  return (
    <>
      <BoundedTextInput source="name" label="resources.partners.fields.name" schema={shape.name} fullWidth />
      <BoundedTextInput
        source="notes"
        label="resources.partners.fields.notes"
        schema={shape.notes}
        multiline
        minRows={3}
        fullWidth
      />
    </>
  );
}
