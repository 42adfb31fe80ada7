import { Edit, useRedirect } from 'react-admin';
import { EntityForm } from '../../components/EntityForm';
import { FaqInputs } from './FaqInputs';
import { useFaqSaveFeedback } from './useFaqSaveFeedback';

/** Pessimistic, so a failed save keeps the form open with what was typed. */
export function FaqEdit() {
  const { onSuccess, onError } = useFaqSaveFeedback();
  const redirect = useRedirect();
  return (
    <Edit
      title="ep.site.faq.editTitle"
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          onSuccess();
          redirect('list', 'faq');
        },
        onError,
      }}
    >
      <EntityForm>
        <FaqInputs />
      </EntityForm>
    </Edit>
  );
}
