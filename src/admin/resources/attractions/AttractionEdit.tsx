import { Edit } from 'react-admin';
import { EntityForm } from '../../components/EntityForm';
import { AttractionInputs } from './AttractionInputs';
import { useAttractionSave } from './useAttractionSave';

export function AttractionEdit() {
  return (
    <Edit title="ep.attractions.editAttraction" mutationMode="pessimistic" mutationOptions={useAttractionSave()}>
      <EntityForm>
        <AttractionInputs />
      </EntityForm>
    </Edit>
  );
}
