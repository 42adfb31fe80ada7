import { Button, Stack } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import { useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { LISTING_KINDS, type ListingKind } from '../../../domain/listings';
import type { Property } from '../../../domain/properties';
import type { Vehicle } from '../../../domain/vehicles';
import { DeleteListingButton } from '../../components/listings/DeleteListingButton';
import { useListingPaths, type ListingState } from '../../components/listings/listingPaths';

/** A row's View, Edit and Delete; View and Edit carry the listing in the navigation state (SR-09). */
export function ListingActions({ kind, listing }: { kind: ListingKind; listing: Property | Vehicle }) {
  const translate = useTranslate();
  const paths = useListingPaths();
  const refresh = useRefresh();
  const state: ListingState = { record: listing };
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      <Button
        size="small"
        component={Link}
        to={paths.view(kind, listing.id)}
        state={state}
        startIcon={<VisibilityIcon />}
      >
        {translate('ep.listings.view')}
      </Button>
      <Button size="small" component={Link} to={paths.edit(kind, listing.id)} state={state} startIcon={<EditIcon />}>
        {translate('ep.listings.edit')}
      </Button>
      <DeleteListingButton resource={LISTING_KINDS[kind].resource} listing={listing} onDeleted={refresh} />
    </Stack>
  );
}
