import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Datagrid,
  FunctionField,
  List,
  NumberField,
  TextField,
  TopToolbar,
  Translate,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { LISTING_KINDS, formatPrice, type ListingKind } from '../../../domain/listings';
import type { Property } from '../../../domain/properties';
import type { Vehicle } from '../../../domain/vehicles';
import { ResponsiveList } from '../../components/ResponsiveList';
import { SearchFilter } from '../../components/SearchFilter';
import { TruncatedField } from '../../components/TruncatedText';
import { ListingActions } from './ListingActions';
import { ListingDashboard } from './ListingDashboard';
import { ListingStatusChip } from '../../components/listings/ListingStatusChip';
import { useListingPaths } from '../../components/listings/listingPaths';
import { ListPagination } from '../../components/ListPagination';

type Listing = Property | Vehicle;

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="ep.listings.search" />];

const Thumbnail = ({ listing }: { listing: Listing }) => (
  <Box
    component="img"
    src={listing.image}
    alt=""
    sx={{ width: 64, height: 44, objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
  />
);

/**
 * SR-08, SR-10: one of the hub's four lists: the properties or vehicles of one type (a fixed filter, its own
 * stored search and page), its dashboard, and Add.
 */
export function ListingList({ kind }: { kind: ListingKind }) {
  const translate = useTranslate();
  const { resource, type } = LISTING_KINDS[kind];
  const title = translate(`ep.listings.kinds.${kind}`);
  const paths = useListingPaths();
  const actions = (
    <TopToolbar>
      <Button component={Link} to={paths.hub} size="small" startIcon={<ArrowBackIcon />}>
        {translate('ep.listings.salesAndRentals')}
      </Button>
      <Button component={Link} to={paths.add(kind)} variant="contained" size="small">
        {translate(resource === 'properties' ? 'ep.listings.addProperty' : 'ep.listings.addVehicle')}
      </Button>
    </TopToolbar>
  );
  const price = (listing: Listing) => formatPrice(listing.price, resource, type);
  return (
    <Stack sx={{ mt: 1 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <ListingDashboard kind={kind} />
      <List
        pagination={<ListPagination />}
        resource={resource}
        filter={{ type }}
        storeKey={`sales-rentals.${kind}`}
        disableSyncWithLocation
        title={title}
        filters={filters}
        actions={actions}
        sort={{ field: 'id', order: 'DESC' }}
        exporter={false}
        empty={false}
        error={
          <Alert severity="error">
            <Translate i18nKey={`ep.listings.fetchError.${resource}`} />
          </Alert>
        }
      >
        <ResponsiveList<Listing>
          primaryText={(listing) => listing.title}
          secondaryText={(listing) => (
            <Stack direction="row" spacing={1} alignItems="center">
              <span>{price(listing)}</span>
              <ListingStatusChip resource={resource} listing={listing} />
            </Stack>
          )}
          actions={(listing) => <ListingActions kind={kind} listing={listing} />}
        >
          <Datagrid rowClick={false} bulkActionButtons={false}>
            <FunctionField<Listing> label="ep.listings.image" render={(listing) => <Thumbnail listing={listing} />} />
            <TruncatedField source="title" label="ep.listings.title" maxWidth={{ xs: 180, lg: 320 }} />
            {resource === 'properties' ? (
              <TruncatedField source="location" label="ep.listings.location" maxWidth={{ xs: 140, lg: 220 }} />
            ) : (
              <TextField source="brand" label="ep.listings.brand" />
            )}
            {resource === 'properties' ? (
              <NumberField source="bedrooms" label="ep.listings.bedrooms" />
            ) : (
              <NumberField source="year" label="ep.listings.year" options={{ useGrouping: false }} />
            )}
            <FunctionField<Listing> source="price" label="ep.listings.price" render={price} />
            <FunctionField<Listing>
              source="status"
              label="ep.listings.status"
              render={(listing) => <ListingStatusChip resource={resource} listing={listing} />}
            />
            <FunctionField<Listing>
              label="ep.listings.actions"
              render={(listing) => <ListingActions kind={kind} listing={listing} />}
            />
          </Datagrid>
        </ResponsiveList>
      </List>
    </Stack>
  );
}
