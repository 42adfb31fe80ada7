import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { LISTING_KINDS, formatPrice, kindOf, type ListingKind } from '../../../domain/listings';
import type { Property } from '../../../domain/properties';
import type { Vehicle } from '../../../domain/vehicles';
import { DeleteListingButton } from './DeleteListingButton';
import { ListingStatusChip } from './ListingStatusChip';
import { useListingPaths, type ListingState } from './listingPaths';
import { useListingRecord } from './useListingRecord';

type Listing = Property | Vehicle;

interface ListingViewProps<L extends Listing> {
  kind: ListingKind;
  /** Which buttons' words: 'Edit Vehicle', 'Delete Vehicle' (ep.listings.nouns). */
  noun: 'property' | 'vehicle';
  /** A catalog key. */
  loadingText: string;
  /** The resource's own facts, as a catalog key and a value. */
  details(listing: L): [string, ReactNode][];
}

/**
 * SR-09, PROP-21, VEH-33..39: a listing's page: image, title, price ('/day' for rented vehicles), status,
 * its facts, description, features and owner; Edit, Delete (after 'Confirm Delete') and Back.
 */
export function ListingView<L extends Listing>({ kind, noun, loadingText, details }: ListingViewProps<L>) {
  const translate = useTranslate();
  const { resource } = LISTING_KINDS[kind];
  const { id, queryOptions } = useListingRecord<Listing>(
    resource === 'properties' ? 'properties-for-sale' : 'vehicles-for-sale',
  );
  const { data: listing } = useGetOne<Listing>(resource, { id }, queryOptions);
  const paths = useListingPaths();
  const navigate = useNavigate();
  if (!listing) return <Typography sx={{ mt: 2 }}>{translate(loadingText)}</Typography>;
  const ownKind = kindOf(resource, listing.type);
  const state: ListingState = { record: listing };
  const owner: [string, string][] = [
    ['ep.listings.owner.name', listing.owner_name],
    ['ep.listings.owner.phone', listing.owner_phone],
    ['ep.listings.owner.email', listing.owner_email],
    ['ep.listings.owner.whatsapp', listing.owner_whatsapp],
  ];
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={listing.title} />
      <Box
        component="img"
        src={listing.image}
        alt={listing.title}
        sx={{ width: '100%', maxHeight: 420, objectFit: 'cover', display: 'block' }}
      />
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ flexWrap: 'wrap' }}>
            <Typography variant="h4" component="h1">
              {listing.title}
            </Typography>
            <ListingStatusChip resource={resource} listing={listing} />
          </Stack>
          <Typography variant="h5" color="primary" data-testid="listing-price">
            {formatPrice(listing.price, resource, listing.type)}
          </Typography>
          <Grid container spacing={2}>
            {details(listing as L).map(([label, value]) => (
              <Grid key={label} size={{ xs: 6, md: 3 }}>
                <Typography variant="body2" color="text.secondary">
                  {translate(label)}
                </Typography>
                <Typography>{value}</Typography>
              </Grid>
            ))}
          </Grid>
          <Box>
            <Typography variant="h6" component="h2">
              {translate('ep.listings.description')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{listing.description}</Typography>
          </Box>
          <Box>
            <Typography variant="h6" component="h2">
              {translate('ep.listings.features')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {listing.features.map((feature) => (
                <Chip key={feature} label={feature} size="small" variant="outlined" />
              ))}
            </Stack>
          </Box>
          <Box>
            <Typography variant="h6" component="h2">
              {translate('ep.listings.ownerInformation')}
            </Typography>
            {owner.map(([label, value]) => (
              <Typography key={label}>
                {translate(label)}: {value}
              </Typography>
            ))}
          </Box>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              component={Link}
              to={paths.edit(ownKind, listing.id)}
              state={state}
              startIcon={<EditIcon />}
            >
              {translate(`ep.listings.nouns.${noun}.edit`)}
            </Button>
            <DeleteListingButton
              resource={resource}
              listing={listing}
              label={`ep.listings.nouns.${noun}.delete`}
              onDeleted={() => navigate(paths.list(ownKind))}
            />
            <Button component={Link} to={paths.list(kind)} startIcon={<ArrowBackIcon />}>
              {translate('ep.listings.back')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
