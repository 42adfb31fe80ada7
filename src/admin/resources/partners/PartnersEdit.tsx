import { Edit } from 'react-admin';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { PartnersInputs } from './PartnersInputs';

export function PartnersEdit() {
  const onError = useSaveFailure({ otherwise: 'ep.partners.saveError' });
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onError }} redirect="list">
      <EntityForm>
        <PartnersInputs />
      </EntityForm>
    </Edit>
  );
}
