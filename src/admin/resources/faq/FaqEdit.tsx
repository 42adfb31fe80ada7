import { Edit } from 'react-admin';
import { EntityForm } from '../../components/EntityForm';
import { FaqInputs } from './FaqInputs';
import { useFaqSaveFeedback } from './useFaqSaveFeedback';

/** Pessimistic, so a failed save keeps the form open with what was typed. */
export function FaqEdit() {
  return (
    <Edit title="ep.site.faq.editTitle" mutationMode="pessimistic" mutationOptions={useFaqSaveFeedback()}>
      <EntityForm>
        <FaqInputs />
      </EntityForm>
    </Edit>
  );
}
