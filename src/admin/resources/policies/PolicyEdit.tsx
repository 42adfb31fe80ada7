import { Edit } from 'react-admin';
import { policySchema } from '../../../domain/policies';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { ActiveCheckbox } from './ActiveCheckbox';

/** POL-03: 'Edit Policy' with 'Title', 'Content' (markdown-like text) and 'Active'; saves the whole policy. */
/**
 * POL-05 (issue 43: every failed save says so): a failed save is announced; the form stays open with what was typed.
 */
export function PolicyEdit() {
  const onError = useSaveFailure();
  return (
    <Edit title="ep.site.policies.editPolicy" mutationMode="pessimistic" redirect="list" mutationOptions={{ onError }}>
      <EntityForm>
        <BoundedTextInput source="title" label="ep.site.policies.title" schema={policySchema.shape.title} fullWidth />
        <BoundedTextInput
          source="content"
          label="ep.site.policies.content"
          schema={policySchema.shape.content}
          multiline
          minRows={12}
          fullWidth
        />
        <ActiveCheckbox />
      </EntityForm>
    </Edit>
  );
}
