import { Create } from 'react-admin';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { TransferZoneInputs } from './TransferZoneInputs';

export function TransferZoneCreate() {
  const onError = useSaveFailure();
  return (
    <Create title="ep.run.zones.createTitle" redirect="list" mutationOptions={{ onError }}>
      <EntityForm>
        <TransferZoneInputs />
      </EntityForm>
    </Create>
  );
}
