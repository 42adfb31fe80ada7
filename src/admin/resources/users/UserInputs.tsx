import { SelectInput, TextInput, email, required } from 'react-admin';
import { USER_ROLES, USER_STATUSES } from '../../../domain/users';

const toChoices = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));

/** USER-04/05: username and email required; drivers also carry phone, vehicle and plate. */
export function UserInputs() {
  return (
    <>
      <TextInput source="username" validate={required()} />
      <TextInput source="email" type="email" validate={[required(), email()]} />
      <SelectInput source="role" choices={toChoices(USER_ROLES)} defaultValue="Driver" validate={required()} />
      <SelectInput source="status" choices={toChoices(USER_STATUSES)} defaultValue="active" validate={required()} />
      <TextInput source="phone" type="tel" />
      <TextInput source="vehicle" />
      <TextInput source="plate" />
    </>
  );
}
