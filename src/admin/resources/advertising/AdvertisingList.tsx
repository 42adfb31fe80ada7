import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { Datagrid, FunctionField, List, TopToolbar, Translate, useBasename, useCreatePath } from 'react-admin';
import { Link } from 'react-router-dom';
import { AD_PAGE_SIZE, type Advertisement } from '../../../domain/advertisements';
import { ResponsiveList } from '../../components/ResponsiveList';
import { TruncatedText } from '../../components/TruncatedText';
import { AdExpiry, AdPaymentChip, AdStatusChip } from './AdChips';
import { AdDetailsDialog } from './AdDetailsDialog';
import { adFilters } from './adFilters';
import { AdPagination } from './AdPagination';
import { AdRowActions } from './AdRowActions';
import { AdSortSelect } from './AdSortSelect';
import { AdStatCards } from './AdStatCards';
import { usd } from '../../components/usd';

/** ADS-19 (as decided: the owner's advertisement-expiration screen), ADS-20, ADS-09. */
function Actions() {
  const basename = useBasename();
  const createPath = useCreatePath();
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <AdSortSelect />
      <Button component={Link} to={`${basename}/advertisement-expiration`} variant="outlined" size="small">
        Expiration Monitor
      </Button>
      <Button component={Link} to={createPath({ resource: 'advertising', type: 'create' })} variant="contained" size="small">
        Create New Advertisement
      </Button>
    </TopToolbar>
  );
}

/** ADS-23: a failed list call is logged, not announced. */
const logOnly = (error: unknown) => console.error('Error fetching advertisements', error);

const Item = ({ ad }: { ad: Advertisement }) => (
  <Stack spacing={0.25} sx={{ minWidth: 0 }}>
    <TruncatedText value={ad.title} maxWidth={{ xs: 200, md: 320 }} />
    <Typography variant="caption" color="text.secondary">
      <Translate i18nKey={`ep.advertising.itemTypes.${ad.item_type}`} />
    </Typography>
  </Stack>
);

const Plan = ({ ad }: { ad: Advertisement }) => (
  <Stack spacing={0.25}>
    <Typography variant="body2">{ad.plan.name}</Typography>
    <Typography variant="caption" color="text.secondary">
      {usd(ad.plan.price_usd)}
    </Typography>
  </Stack>
);

/** ADS-01..23: 'Advertising Management': cards, filters, sort, the table, 20 a page from the server. */
export function AdvertisingList() {
  const [viewing, setViewing] = useState<Advertisement>();
  const actions = <AdRowActions onView={setViewing} />;
  return (
    <>
      <Typography variant="h5" sx={{ mt: 2 }}>
        Advertising Management
      </Typography>
      <AdStatCards />
      <List
        title="Advertising Management"
        filters={adFilters}
        actions={<Actions />}
        perPage={AD_PAGE_SIZE}
        sort={{ field: 'created_at', order: 'DESC' }}
        pagination={<AdPagination />}
        queryOptions={{ onError: logOnly }}
        empty={false}
      >
        <ResponsiveList<Advertisement>
          primaryText={(ad) => ad.title}
          secondaryText={(ad) => (
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              <span>
                {ad.plan.name} · <Translate i18nKey={`ep.advertising.itemTypes.${ad.item_type}`} />
              </span>
              <AdStatusChip ad={ad} />
              <AdPaymentChip ad={ad} />
              <AdExpiry ad={ad} />
            </Stack>
          )}
          actions={actions}
        >
          <Datagrid rowClick={false} bulkActionButtons={false} empty={<Typography sx={{ p: 2 }}>No advertisements found.</Typography>}>
            <FunctionField<Advertisement> label="Item" render={(ad) => <Item ad={ad} />} />
            <FunctionField<Advertisement> label="Plan" render={(ad) => <Plan ad={ad} />} />
            <FunctionField<Advertisement> label="Status" render={(ad) => <AdStatusChip ad={ad} />} />
            <FunctionField<Advertisement> label="Payment" render={(ad) => <AdPaymentChip ad={ad} />} />
            <FunctionField<Advertisement> label="Expires" render={(ad) => <AdExpiry ad={ad} />} />
            <FunctionField<Advertisement> label="Actions" render={() => actions} />
          </Datagrid>
        </ResponsiveList>
      </List>
      <AdDetailsDialog ad={viewing} onClose={() => setViewing(undefined)} />
    </>
  );
}
