import { Create } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { LISTING_KINDS, type ListingKind } from '../../../domain/listings';
import { vehiclePayload } from '../../../domain/vehicles';
import { withDefaultImage } from '../../../domain/gallery';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { ListingFormToolbar } from '../../components/listings/ListingFormToolbar';
import { useListingPaths } from '../../components/listings/listingPaths';
import { useRefreshSummary } from '../../components/listings/useSalesRentalsSummary';
import { VehicleAddInputs } from './VehicleAddInputs';

/** VEH-02, VEH-05, VEH-06, VEH-17: 'Add New Vehicle'; save and cancel go back to the list of its mode. */
export function VehicleCreate({ kind }: { kind: ListingKind }) {
  const { type } = LISTING_KINDS[kind];
  const navigate = useNavigate();
  const paths = useListingPaths();
  const refreshSummary = useRefreshSummary();
  const onError = useSaveFailure({ otherwise: 'ep.vehicles.addError' });
  return (
    <Create
      resource="vehicles"
      title="ep.vehicles.addNewVehicle"
      redirect={false}
      transform={(data: Record<string, unknown>) => withDefaultImage(vehiclePayload({ ...data, type }))}
      mutationOptions={{
        onSuccess: () => {
          void refreshSummary();
          navigate(paths.list(kind));
        },
        onError,
      }}
    >
      <EntityForm
        toolbar={
          <ListingFormToolbar
            saveLabel="ep.vehicles.saveVehicle"
            savingLabel="ep.listings.saving"
            cancelTo={paths.list(kind)}
          />
        }
      >
        <VehicleAddInputs type={type} />
      </EntityForm>
    </Create>
  );
}
