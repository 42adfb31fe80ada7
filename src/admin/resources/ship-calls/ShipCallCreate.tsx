import { Create } from 'react-admin';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { ShipCallInputs } from './ShipCallInputs';

export function ShipCallCreate() {
  const onError = useSaveFailure();
  return (
    <Create title="ep.run.ships.createTitle" redirect="list" mutationOptions={{ onError }}>
      <EntityForm>
        <ShipCallInputs />
      </EntityForm>
    </Create>
  );
}
