import { Create } from 'react-admin';
import { TourForm } from './TourForm';
import { useTourSave } from './useTourSave';

/** TOUR-04, TOUR-07, TOUR-08: 'Add New Tour' at tours/new (and react-admin's tours/create). */
export default function TourCreate() {
  const { mutationOptions, transform } = useTourSave();
  return (
    <Create
      resource="tours"
      title="ep.tours.addNewTour"
      redirect={false}
      mutationOptions={mutationOptions}
      transform={transform}
    >
      <TourForm mode="create" />
    </Create>
  );
}
