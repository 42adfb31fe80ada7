import { Create } from 'react-admin';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { UserInputs } from './UserInputs';

export function UserCreate() {
  const onError = useSaveFailure();
  return (
    <Create redirect="list" mutationOptions={{ onError }}>
      <EntityForm>
        <UserInputs />
      </EntityForm>
    </Create>
  );
}
