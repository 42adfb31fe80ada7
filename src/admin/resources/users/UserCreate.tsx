import { Create, SimpleForm } from 'react-admin';
import { UserInputs } from './UserInputs';

export const UserCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <UserInputs />
    </SimpleForm>
  </Create>
);
