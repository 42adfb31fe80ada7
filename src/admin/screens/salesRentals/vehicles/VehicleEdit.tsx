import { Alert, Button, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Edit, Translate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ListingKind } from '../../../../domain/listings';
import { vehiclePayload } from '../../../../domain/vehicles';
import { EntityForm } from '../../../components/EntityForm';
import { useSaveFailure } from '../../../components/useSaveFailure';
import { ListingFormToolbar } from '../ListingFormToolbar';
import { useListingPaths } from '../listingPaths';
import { useListingRecord } from '../useListingRecord';
import { useRefreshSummary } from '../useSalesRentalsSummary';
import { useSuccessBanner } from '../useSuccessBanner';
import { VehicleEditInputs } from './VehicleEditInputs';

/**
 * VEH-18..32: 'Loading vehicle data...' meanwhile; 'Update Vehicle' / 'Updating...'; the banner for 3 s;
 * the back link to the vehicles for sale, whatever the vehicle's type.
 */
export function VehicleEdit({ kind }: { kind: ListingKind }) {
  const { id, queryOptions } = useListingRecord('vehicles-for-sale');
  const paths = useListingPaths();
  const banner = useSuccessBanner();
  const refreshSummary = useRefreshSummary();
  const onError = useSaveFailure(() => 'ep.vehicles.updateError');
  return (
    <>
      <Button component={Link} to={paths.list('vehicles-for-sale')} startIcon={<ArrowBackIcon />} sx={{ mt: 1, alignSelf: 'flex-start' }}>
        Back to Vehicles
      </Button>
      {banner.message && (
        <Alert severity="success" sx={{ mt: 1 }}>
          <Translate i18nKey={banner.message} />
        </Alert>
      )}
      <Edit
        resource="vehicles"
        id={id}
        title="Edit Vehicle"
        mutationMode="pessimistic"
        redirect={false}
        loading={<Typography sx={{ mt: 2 }}><Translate i18nKey="ep.vehicles.loading" /></Typography>}
        queryOptions={queryOptions}
        transform={(data: Record<string, unknown>) => vehiclePayload(data)}
        mutationOptions={{
          onSuccess: () => {
            void refreshSummary();
            banner.show('ep.vehicles.updated');
          },
          onError,
        }}
      >
        <EntityForm toolbar={<ListingFormToolbar saveLabel="Update Vehicle" savingLabel="Updating..." cancelTo={paths.list(kind)} />}>
          <VehicleEditInputs />
        </EntityForm>
      </Edit>
    </>
  );
}
