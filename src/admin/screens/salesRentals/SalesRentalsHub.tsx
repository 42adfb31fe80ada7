import { Card, CardActionArea, CardContent, Grid, Paper, Stack, Typography } from '@mui/material';
import { Title, Translate, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { LISTING_KIND_NAMES, hubTotals, type SalesRentalsSummary } from '../../../domain/listings';
import { useListingPaths } from '../../components/listings/listingPaths';
import { useSalesRentalsSummary } from '../../components/listings/useSalesRentalsSummary';
import { VisibilityCheckbox } from './VisibilityCheckbox';

const TOTALS = [
  ['properties', 'Total Properties'],
  ['vehicles', 'Total Vehicles'],
  ['forSale', 'Total For Sale'],
  ['forRent', 'Total For Rent'],
] as const;

function Totals({ summary }: { summary: SalesRentalsSummary | undefined }) {
  const totals = summary ? hubTotals(summary) : undefined;
  return (
    <Grid container spacing={2}>
      {TOTALS.map(([key, label]) => (
        <Grid key={key} size={{ xs: 6, md: 3 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="h5" component="p" aria-label={label}>
              {totals ? totals[key] : '…'}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}

/** SR-01..04: the visibility checkbox, a card per list with its count, and the four totals. */
export function SalesRentalsHub() {
  const translate = useTranslate();
  const paths = useListingPaths();
  const { data: summary, isError } = useSalesRentalsSummary();
  return (
    <Stack spacing={3} sx={{ mt: 2 }}>
      <Title title="ep.listings.salesAndRentals" />
      <Typography variant="h5" component="h1">
        {translate('ep.listings.salesAndRentals')}
      </Typography>
      <VisibilityCheckbox />
      {isError && <Typography color="error">{translate('ep.listings.errorLoadingSalesAnd')}</Typography>}
      <Grid container spacing={2}>
        {LISTING_KIND_NAMES.map((kind) => (
          <Grid key={kind} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card variant="outlined">
              <CardActionArea component={Link} to={paths.list(kind)} data-testid={`hub-card-${kind}`}>
                <CardContent>
                  <Typography variant="subtitle1">
                    <Translate i18nKey={`ep.listings.kinds.${kind}`} />
                  </Typography>
                  <Typography variant="h4" component="p">
                    {summary ? summary[kind].count : '…'}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Totals summary={summary} />
    </Stack>
  );
}
