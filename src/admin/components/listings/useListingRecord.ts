import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useNotify, type RaRecord } from 'react-admin';
import { useListingPaths, type ListingState } from './listingPaths';

/**
 * PROP-14, PROP-21, VEH-18, SR-09: the id is the path's last segment; the listing handed over in the
 * navigation state shows at once while the API's copy loads, and a URL opened without it loads from the API.
 * An unknown id goes back to the for-sale list of its resource.
 */
export function useListingRecord<R extends RaRecord = RaRecord>(
  forSaleList: 'properties-for-sale' | 'vehicles-for-sale',
) {
  const { id: segment = '' } = useParams();
  // Records have positive integer ids; anything else asks for id 0, which the API answers 404.
  const id = /^\d+$/.test(segment) ? Number(segment) : 0;
  const { state } = useLocation() as { state: ListingState | null };
  const navigate = useNavigate();
  const notify = useNotify();
  const paths = useListingPaths();
  const handed = state?.record && String(state.record.id) === segment ? state.record : undefined;
  return {
    id,
    queryOptions: {
      placeholderData: () => handed as R | undefined,
      onError: () => {
        notify('ra.notification.item_doesnt_exist', { type: 'error' });
        navigate(paths.list(forSaleList), { replace: true });
      },
    },
  };
}
