import { Edit } from 'react-admin';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { PartnersInputs } from './PartnersInputs';

/** Pessimistic, so a failed save keeps the form open with what was typed. */
export function PartnersEdit() {
  const onError = useSaveFailure({ otherwise: 'ep.partners.saveError' });
  return (
    <Edit title="ep.partners.editTitle" mutationMode="pessimistic" mutationOptions={{ onError }} redirect="list">
      <EntityForm>
        <PartnersInputs />
      </EntityForm>
    </Edit>
  );
}
