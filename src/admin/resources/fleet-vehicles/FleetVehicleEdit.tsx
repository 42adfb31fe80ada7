import { Edit } from 'react-admin';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { FleetVehicleInputs } from './FleetVehicleInputs';

/** Pessimistic, so a failed save keeps the form open with what was typed. */
export function FleetVehicleEdit() {
  const onError = useSaveFailure();
  return (
    <Edit title="ep.run.fleet.editTitle" mutationMode="pessimistic" redirect="list" mutationOptions={{ onError }}>
      <EntityForm>
        <FleetVehicleInputs />
      </EntityForm>
    </Edit>
  );
}
