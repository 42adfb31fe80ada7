import { Create, useRedirect } from 'react-admin';
import { EntityForm } from '../../components/EntityForm';
import { FaqInputs } from './FaqInputs';
import { useFaqSaveFeedback } from './useFaqSaveFeedback';

export function FaqCreate() {
  const { onSuccess, onError } = useFaqSaveFeedback();
  const redirect = useRedirect();
  return (
    <Create
      title="ep.site.faq.createTitle"
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
    </Create>
  );
}
