import { Create } from 'react-admin';
import { EntityForm } from '../../components/EntityForm';
import { AttractionInputs } from './AttractionInputs';
import { useAttractionSave } from './useAttractionSave';

export function AttractionCreate() {
  return (
    <Create title="ep.attractions.addAttraction" mutationOptions={useAttractionSave()}>
      <EntityForm>
        <AttractionInputs />
      </EntityForm>
    </Create>
  );
}
