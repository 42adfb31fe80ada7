import { Create } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { LISTING_KINDS, type ListingKind } from '../../../domain/listings';
import { propertyPayload } from '../../../domain/properties';
import { withDefaultImage } from '../../../domain/gallery';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { ListingFormToolbar } from '../../components/listings/ListingFormToolbar';
import { useListingPaths } from '../../components/listings/listingPaths';
import { useRefreshSummary } from '../../components/listings/useSalesRentalsSummary';
import { PropertyInputs } from './PropertyInputs';

/** PROP-02: a property added from properties-for-rent is for rent, otherwise for sale; PROP-13 on failure. */
export function PropertyCreate({ kind }: { kind: ListingKind }) {
  const { type } = LISTING_KINDS[kind];
  const navigate = useNavigate();
  const paths = useListingPaths();
  const refreshSummary = useRefreshSummary();
  const onError = useSaveFailure({ otherwise: 'ep.properties.addError' });
  return (
    <Create
      resource="properties"
      title={type === 'rent' ? 'ep.properties.addPropertyForRent' : 'ep.properties.addPropertyForSale'}
      redirect={false}
      transform={(data: Record<string, unknown>) => withDefaultImage(propertyPayload({ ...data, type }))}
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
            saveLabel="ep.properties.saveProperty"
            savingLabel="ep.listings.saving"
            cancelTo={paths.list(kind)}
          />
        }
      >
        <PropertyInputs />
      </EntityForm>
    </Create>
  );
}
