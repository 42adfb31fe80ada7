import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AdvertisementStats } from '../../../domain/advertisementRules';
import { usd } from '../../components/usd';
import { useAdvertisementStats } from './useAdvertisementStats';

const CARDS: { label: string; value: (stats: AdvertisementStats) => string }[] = [
  { label: 'ep.advertising.cards.totalAds', value: (stats) => String(stats.total) },
  { label: 'ep.advertising.cards.activeAds', value: (stats) => String(stats.active) },
  { label: 'ep.advertising.cards.premiumAds', value: (stats) => String(stats.premium) },
  { label: 'ep.advertising.cards.totalRevenue', value: (stats) => usd(stats.revenue) },
  { label: 'ep.advertising.cards.expiringSoon', value: (stats) => String(stats.expiringSoon) },
];

/**
 * ADS-02..05: the five cards, counted by the server over every ad with the shared rules; revenue is paid money, what is
 * owed beside it.
 */
export function AdStatCards() {
  const { data, isPending, error } = useAdvertisementStats();
  const translate = useTranslate();
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2} sx={{ my: 2 }}>
      {CARDS.map(({ label, value }) => (
        <Card key={label} variant="outlined" sx={{ flex: '1 1 160px' }}>
          <CardContent>
            <Typography color="text.secondary" variant="body2">
              {translate(label)}
            </Typography>
            {isPending ? (
              <Skeleton width={60} height={40} />
            ) : (
              <Typography variant="h5" aria-label={translate(label)}>
                {error || !data ? '—' : value(data)}
              </Typography>
            )}
            {label === 'ep.advertising.cards.totalRevenue' && data && !error && (
              <Typography
                variant="caption"
                color="text.secondary"
                aria-label={translate('ep.advertising.pendingRevenue')}
              >
                {translate('ep.signals.pendingRevenue', { amount: usd(data.pending) })}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
