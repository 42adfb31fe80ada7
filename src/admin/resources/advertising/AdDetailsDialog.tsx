import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Advertisement } from '../../../domain/advertisements';
import { planBadge } from '../../../domain/adPlans';
import { AdExpiry, AdPaymentChip, AdStatusChip } from './AdChips';
import { usd } from '../../components/usd';
import { useDates } from '../../i18n/dates';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack direction="row" spacing={2} justifyContent="space-between" alignItems="center">
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** ADS-14: everything stored about one ad, read-only. */
export function AdDetailsDialog({ ad, onClose }: { ad: Advertisement | undefined; onClose(): void }) {
  const translate = useTranslate();
  const { instantDay } = useDates();
  return (
    <Dialog open={ad !== undefined} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="ad-details-title">
      {ad && (
        <>
          <DialogTitle id="ad-details-title">{translate('ep.advertising.advertisementDetails')}</DialogTitle>
          <DialogContent dividers>
            <Stack spacing={1.5}>
              {ad.image && (
                <img
                  src={ad.image}
                  alt=""
                  style={{ maxWidth: '100%', maxHeight: 200, objectFit: 'cover', borderRadius: 4 }}
                />
              )}
              <Row label={translate('ep.advertising.title')}>{ad.title}</Row>
              <Row label={translate('ep.advertising.item')}>
                {`${translate(`ep.advertising.itemTypes.${ad.item_type}`)}: ` +
                  `${(ad.item_type === 'property' ? ad.property : ad.vehicle)?.title ?? ad.title}`}
              </Row>
              <Row label={translate('ep.advertising.plan')}>
                {`${ad.plan.name} (${planBadge(ad.plan)}) · ${usd(ad.plan.price_usd)} · ` +
                  translate('ep.advertising.planTerms', { days: ad.plan.duration_days, photos: ad.plan.max_photos })}
              </Row>
              <Row label={translate('ep.advertising.status')}>
                <AdStatusChip ad={ad} />
              </Row>
              <Row label={translate('ep.advertising.payment')}>
                <AdPaymentChip ad={ad} />
              </Row>
              <Row label={translate('ep.advertising.created2')}>{instantDay(ad.created_at)}</Row>
              <Row label={translate('ep.advertising.expires')}>
                {ad.end_date ? `${instantDay(ad.end_date)} · ` : ''}
                <AdExpiry ad={ad} />
              </Row>
              <Row label={translate('ep.advertising.featuredUntil')}>{instantDay(ad.featured_until)}</Row>
              <Row label={translate('ep.advertising.homepageUntil')}>{instantDay(ad.homepage_until)}</Row>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
