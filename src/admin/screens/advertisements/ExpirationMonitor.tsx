import { Alert, Button, Card, CardContent, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, Translate, useBasename, useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { EpDataProvider } from '../../providers/dataProvider';
import type { ExpiringAdvertisement } from '../../providers/advertisementMethods';
import { useDates } from '../../i18n/dates';
import { LoadingBar } from '../../components/LoadingBar';

/** ADS-21's words for days left; the monitor also says how long ago an ad expired. */
const daysText = ({ days_left: days }: ExpiringAdvertisement): [string, Record<string, number>] =>
  days > 0
    ? ['ep.advertising.daysLeft', { days }]
    : days === 0
      ? ['ep.advertising.expiredToday', {}]
      : ['ep.advertising.expiredDaysAgo', { smart_count: -days }];

function AdGroup({ title, ads, empty }: { title: string; ads: ExpiringAdvertisement[]; empty: string }) {
  const { instantDay } = useDates();
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6">{`${title} (${ads.length})`}</Typography>
        {ads.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {empty}
          </Typography>
        ) : (
          <List dense>
            {ads.map((ad) => (
              <ListItem
                key={ad.id}
                divider
                secondaryAction={
                  <Typography variant="body2" fontWeight="bold">
                    {translate(...daysText(ad))}
                  </Typography>
                }
              >
                <ListItemText
                  primary={ad.title}
                  secondary={
                    <>
                      <Translate i18nKey={`ep.advertising.itemTypes.${ad.item_type}`} /> · {ad.plan.name} ·{' '}
                      <Translate i18nKey="ep.advertising.ends" options={{ date: instantDay(ad.end_date) }} />
                    </>
                  }
                  slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                  sx={{ pr: 14 }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

/** DECISIONS ADS-19: active ads expiring within 7 days and ads already expired, each with its days left. */
export function ExpirationMonitor() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<EpDataProvider>();
  const basename = useBasename();
  const { data, isPending, error } = useQuery({
    queryKey: ['advertising', 'expiration'],
    queryFn: async () => (await dataProvider.getAdvertisementExpiration()).data,
    retry: false,
  });
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="ep.advertising.expirationMonitor" />
      <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" useFlexGap spacing={1}>
        <Typography variant="h5">{translate('ep.advertising.expirationMonitor')}</Typography>
        <Button component={Link} to={`${basename}/advertising`} size="small">
          {translate('ep.advertising.backToAdvertising')}
        </Button>
      </Stack>
      {isPending && <LoadingBar />}
      {error && <Alert severity="error">{translate('ep.advertising.couldNotLoadThe')}</Alert>}
      {data && (
        <>
          <AdGroup
            title={translate('ep.advertising.expiringWithin7Days')}
            ads={data.expiring}
            empty={translate('ep.advertising.noneExpiring')}
          />
          <AdGroup
            title={translate('ep.advertising.expired')}
            ads={data.expired}
            empty={translate('ep.advertising.noneExpired')}
          />
        </>
      )}
    </Stack>
  );
}

ExpirationMonitor.path = '/advertisement-expiration';
