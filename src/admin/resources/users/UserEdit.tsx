import { Edit } from 'react-admin';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { UserInputs } from './UserInputs';

export function UserEdit() {
  const onError = useSaveFailure();
  return (
    <Edit mutationMode="pessimistic" redirect="list" mutationOptions={{ onError }}>
      <EntityForm>
        <UserInputs />
      </EntityForm>
    </Edit>
  );
}
