import { Edit, useNotify, useRedirect } from 'react-admin';
import { useParams } from 'react-router-dom';
import TourCreate from './TourCreate';
import { TourForm } from './TourForm';
import { useTourSave } from './useTourSave';

/**
 * TOUR-05, TOUR-07, TOUR-08, TOUR-26: tours/{id} edits ('Edit Tour'); tours/new creates; an unknown id says 'Tour not
 * found'.
 */
export default function TourEdit() {
  const { id } = useParams();
  return id === undefined || id === 'new' ? <TourCreate /> : <TourEditForm />;
}

function TourEditForm() {
  const notify = useNotify();
  const redirect = useRedirect();
  const { mutationOptions, transform } = useTourSave();
  const queryOptions = {
    onError: () => {
      notify('ep.tours.notFound', { type: 'error' });
      redirect('list', 'tours');
    },
  };
  return (
    <Edit
      title="ep.tours.editTour"
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={mutationOptions}
      transform={transform}
      queryOptions={queryOptions}
    >
      <TourForm mode="edit" />
    </Edit>
  );
}
