import { Edit } from 'react-admin';
import type { ListingKind } from '../../../domain/listings';
import { propertyPayload } from '../../../domain/properties';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { ListingFormToolbar } from '../../components/listings/ListingFormToolbar';
import { useListingPaths } from '../../components/listings/listingPaths';
import { useListingRecord } from '../../components/listings/useListingRecord';
import { useRefreshSummary } from '../../components/listings/useSalesRentalsSummary';
import { useSuccessBanner } from '../../components/listings/useSuccessBanner';
import { SuccessBanner } from '../../components/listings/SuccessBanner';
import { PropertyInputs } from './PropertyInputs';

/** PROP-14, PROP-19, PROP-20: edit in place; success says so for 3 s, failure keeps what was typed. */
export function PropertyEdit({ kind }: { kind: ListingKind }) {
  const { id, queryOptions } = useListingRecord('properties-for-sale');
  const paths = useListingPaths();
  const banner = useSuccessBanner();
  const refreshSummary = useRefreshSummary();
  const onError = useSaveFailure({ otherwise: 'ep.properties.updateError' });
  return (
    <>
      <SuccessBanner message={banner.message} />
      <Edit
        resource="properties"
        id={id}
        title="ep.properties.editProperty"
        mutationMode="pessimistic"
        redirect={false}
        queryOptions={queryOptions}
        transform={(data: Record<string, unknown>) => propertyPayload(data)}
        mutationOptions={{
          onSuccess: () => {
            void refreshSummary();
            banner.show('ep.properties.updated');
          },
          onError,
        }}
      >
        <EntityForm
          toolbar={
            <ListingFormToolbar
              saveLabel="ep.properties.updateProperty"
              savingLabel="ep.listings.updating"
              cancelTo={paths.list(kind)}
            />
          }
        >
          <PropertyInputs />
        </EntityForm>
      </Edit>
    </>
  );
}
