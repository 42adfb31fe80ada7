import { SelectInput } from 'react-admin';
import { userSchema } from '../../../domain/users';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { rulesOf } from '../../components/schemaValidator';
import { ROLE_CHOICES, STATUS_CHOICES } from './userChoices';
import { lazy } from '../../../domain/lazy';

const fields = lazy(() => userSchema.shape);
const rules = rulesOf(userSchema);

/** USER-04/05: username and email required; drivers also carry phone, vehicle and plate. */
export function UserInputs() {
  return (
    <>
      <BoundedTextInput source="username" label="ep.users.username" schema={fields.username} />
      <BoundedTextInput source="email" label="ep.users.email" type="email" schema={fields.email} />
      <SelectInput
        source="role"
        label="ep.users.role"
        choices={ROLE_CHOICES}
        defaultValue="Driver"
        validate={rules.role}
      />
      <SelectInput
        source="status"
        label="ep.users.status"
        choices={STATUS_CHOICES}
        defaultValue="active"
        validate={rules.status}
      />
      <BoundedTextInput source="phone" label="ep.users.phone" type="tel" schema={fields.phone} />
      <BoundedTextInput source="vehicle" label="ep.users.vehicle" schema={fields.vehicle} />
      <BoundedTextInput source="plate" label="ep.users.plate" schema={fields.plate} />
    </>
  );
}
