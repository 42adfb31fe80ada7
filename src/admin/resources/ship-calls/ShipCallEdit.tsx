import { Edit } from 'react-admin';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { ShipCallInputs } from './ShipCallInputs';

/** Pessimistic, so a failed save keeps the form open with what was typed. */
export function ShipCallEdit() {
  const onError = useSaveFailure();
  return (
    <Edit title="ep.run.ships.editTitle" mutationMode="pessimistic" redirect="list" mutationOptions={{ onError }}>
      <EntityForm>
        <ShipCallInputs />
      </EntityForm>
    </Edit>
  );
}
