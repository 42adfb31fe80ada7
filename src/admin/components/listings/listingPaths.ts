import { useBasename } from 'react-admin';
import type { Identifier, RaRecord } from 'react-admin';
import type { ListingKind } from '../../../domain/listings';

/** The hub's route under the role area; every listing route hangs from it (SR-01, SR-08). */
export const SALES_RENTALS_ROUTE = 'sales-rentals';

export function listingPaths(basename: string) {
  const hub = `${basename}/${SALES_RENTALS_ROUTE}`;
  return {
    hub,
    list: (kind: ListingKind) => `${hub}/${kind}`,
    add: (kind: ListingKind) => `${hub}/${kind}/add`,
    edit: (kind: ListingKind, id: Identifier) => `${hub}/${kind}/edit/${id}`,
    view: (kind: ListingKind, id: Identifier) => `${hub}/${kind}/view/${id}`,
  };
}

export const useListingPaths = () => listingPaths(useBasename());

/** SR-09: edit and view receive the listing in the navigation state, shown at once while it reloads. */
export interface ListingState {
  record?: RaRecord;
}
