import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  List,
  TopToolbar,
  Translate,
  useBasename,
  useCreatePath,
  useTranslate,
} from 'react-admin';
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
  const translate = useTranslate();
  const basename = useBasename();
  const createPath = useCreatePath();
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <AdSortSelect />
      <Button component={Link} to={`${basename}/advertisement-expiration`} variant="outlined" size="small">
        {translate('ep.advertising.expirationMonitor')}
      </Button>
      <Button
        component={Link}
        to={createPath({ resource: 'advertising', type: 'create' })}
        variant="contained"
        size="small"
      >
        {translate('ep.advertising.createNewAdvertisement')}
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
export function AdvertisementList() {
  const translate = useTranslate();
  const [viewing, setViewing] = useState<Advertisement>();
  const actions = <AdRowActions onView={setViewing} />;
  return (
    <>
      <Typography variant="h5" sx={{ mt: 2 }}>
        {translate('ep.advertising.advertisingManagement')}
      </Typography>
      <AdStatCards />
      <List
        title="ep.advertising.advertisingManagement"
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
          <Datagrid
            rowClick={false}
            bulkActionButtons={false}
            empty={<Typography sx={{ p: 2 }}>{translate('ep.advertising.noAdvertisementsFound')}</Typography>}
          >
            <FunctionField<Advertisement> label="ep.advertising.item" render={(ad) => <Item ad={ad} />} />
            <FunctionField<Advertisement> label="ep.advertising.plan" render={(ad) => <Plan ad={ad} />} />
            <FunctionField<Advertisement> label="ep.advertising.status" render={(ad) => <AdStatusChip ad={ad} />} />
            <FunctionField<Advertisement> label="ep.advertising.payment" render={(ad) => <AdPaymentChip ad={ad} />} />
            <FunctionField<Advertisement> label="ep.advertising.expires" render={(ad) => <AdExpiry ad={ad} />} />
            <FunctionField<Advertisement> label="ep.advertising.actions" render={() => actions} />
          </Datagrid>
        </ResponsiveList>
      </List>
      <AdDetailsDialog ad={viewing} onClose={() => setViewing(undefined)} />
    </>
  );
}
