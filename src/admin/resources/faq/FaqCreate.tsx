import { Create } from 'react-admin';
import { EntityForm } from '../../components/EntityForm';
import { FaqInputs } from './FaqInputs';
import { useFaqSaveFeedback } from './useFaqSaveFeedback';

export function FaqCreate() {
  return (
    <Create title="ep.site.faq.createTitle" mutationOptions={useFaqSaveFeedback()}>
      <EntityForm>
        <FaqInputs />
      </EntityForm>
    </Create>
  );
}
