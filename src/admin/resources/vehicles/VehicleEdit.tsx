import { Button, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Edit, Translate, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ListingKind } from '../../../domain/listings';
import { vehiclePayload } from '../../../domain/vehicles';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { ListingFormToolbar } from '../../components/listings/ListingFormToolbar';
import { useListingPaths } from '../../components/listings/listingPaths';
import { useListingRecord } from '../../components/listings/useListingRecord';
import { useRefreshSummary } from '../../components/listings/useSalesRentalsSummary';
import { useSuccessBanner } from '../../components/listings/useSuccessBanner';
import { SuccessBanner } from '../../components/listings/SuccessBanner';
import { VehicleEditInputs } from './VehicleEditInputs';

/**
 * VEH-18..32: 'Loading vehicle data...' meanwhile; 'Update Vehicle' / 'Updating...'; the banner for 3 s;
 * the back link to the list it was opened from (issue 23: a rental's goes back to the rentals, not VEH-32's
 * vehicles for sale).
 */
export function VehicleEdit({ kind }: { kind: ListingKind }) {
  const translate = useTranslate();
  const { id, queryOptions } = useListingRecord('vehicles-for-sale');
  const paths = useListingPaths();
  const banner = useSuccessBanner();
  const refreshSummary = useRefreshSummary();
  const onError = useSaveFailure({ otherwise: 'ep.vehicles.updateError' });
  return (
    <>
      <Button
        component={Link}
        to={paths.list(kind)}
        startIcon={<ArrowBackIcon />}
        sx={{ mt: 1, alignSelf: 'flex-start' }}
      >
        {translate('ep.vehicles.backToVehicles')}
      </Button>
      <SuccessBanner message={banner.message} />
      <Edit
        resource="vehicles"
        id={id}
        title="ep.vehicles.editVehicle"
        mutationMode="pessimistic"
        redirect={false}
        loading={
          <Typography sx={{ mt: 2 }}>
            <Translate i18nKey="ep.vehicles.loading" />
          </Typography>
        }
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
        <EntityForm
          toolbar={
            <ListingFormToolbar
              saveLabel="ep.vehicles.updateVehicle"
              savingLabel="ep.listings.updating"
              cancelTo={paths.list(kind)}
            />
          }
        >
          <VehicleEditInputs />
        </EntityForm>
      </Edit>
    </>
  );
}
