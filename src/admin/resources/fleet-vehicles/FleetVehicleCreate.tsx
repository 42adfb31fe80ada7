import { Create } from 'react-admin';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { FleetVehicleInputs } from './FleetVehicleInputs';

export function FleetVehicleCreate() {
  const onError = useSaveFailure();
  return (
    <Create title="ep.run.fleet.createTitle" redirect="list" mutationOptions={{ onError }}>
      <EntityForm>
        <FleetVehicleInputs />
      </EntityForm>
    </Create>
  );
}
