import { Edit, required } from 'react-admin';
import { policySchema } from '../../../domain/policies';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../components/useSaveFailure';
import { ActiveCheckbox } from './ActiveCheckbox';

/** POL-05: a failed save is not announced; the form stays open with what was typed (a 409 still says why). */
const silent = () => undefined;

/** POL-03: 'Edit Policy' with 'Title', 'Content' (markdown-like text) and 'Active'; saves the whole policy. */
export function PolicyEdit() {
  const onError = useSaveFailure(silent);
  return (
    <Edit title="Edit Policy" mutationMode="pessimistic" redirect="list" mutationOptions={{ onError }}>
      <EntityForm>
        <BoundedTextInput source="title" label="Title" schema={policySchema.shape.title} validate={required('ep.site.policies.titleRequired')} fullWidth />
        <BoundedTextInput
          source="content"
          label="Content"
          schema={policySchema.shape.content}
          validate={required('ep.site.policies.contentRequired')}
          multiline
          minRows={12}
          fullWidth
        />
        <ActiveCheckbox />
      </EntityForm>
    </Edit>
  );
}
