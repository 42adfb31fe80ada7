import { Create } from 'react-admin';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { PartnersInputs } from './PartnersInputs';

export function PartnersCreate() {
  const onError = useSaveFailure({ otherwise: 'ep.partners.saveError' });
  return (
    <Create title="ep.partners.createTitle" mutationOptions={{ onError }} redirect="list">
      <EntityForm>
        <PartnersInputs />
      </EntityForm>
    </Create>
  );
}
