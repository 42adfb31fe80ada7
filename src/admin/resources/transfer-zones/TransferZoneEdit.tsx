import { Edit } from 'react-admin';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { TransferZoneInputs } from './TransferZoneInputs';

/** Pessimistic, so a failed save keeps the form open with what was typed. */
export function TransferZoneEdit() {
  const onError = useSaveFailure();
  return (
    <Edit title="ep.run.zones.editTitle" mutationMode="pessimistic" redirect="list" mutationOptions={{ onError }}>
      <EntityForm>
        <TransferZoneInputs />
      </EntityForm>
    </Edit>
  );
}
