import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LISTING_KINDS, formatPrice, totalLabel, type ListingKind } from '../../../domain/listings';
import { useSalesRentalsSummary } from '../../components/listings/useSalesRentalsSummary';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 4 }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h5" component="p" aria-label={label}>
            {value}
          </Typography>
        </CardContent>
      </Card>
    </Grid>
  );
}

/** SR-10, SR-11: a list's active and pending listings and its prices summed, under the spec's name. */
export function ListingDashboard({ kind }: { kind: ListingKind }) {
  const translate = useTranslate();
  const { data, isPending, isError } = useSalesRentalsSummary();
  const figures = data?.[kind];
  const shown = (value: number | undefined, format: (value: number) => string = String) =>
    isPending ? '…' : isError || value === undefined ? '—' : format(value);
  const { resource, type } = LISTING_KINDS[kind];
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      <Figure label={translate('ep.listings.active')} value={shown(figures?.active)} />
      <Figure label={translate('ep.listings.pending')} value={shown(figures?.pending)} />
      <Figure
        label={translate(totalLabel(kind))}
        value={shown(figures?.total, (total) => formatPrice(total, resource, type))}
      />
    </Grid>
  );
}
