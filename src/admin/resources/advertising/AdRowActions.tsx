import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import type { Advertisement } from '../../../domain/advertisements';
import { currentStatus } from '../../../domain/advertisementRules';
import { useAdStatusChange } from './useAdStatusChange';

/**
 * ADS-14..16: View always; Cancel for an active ad (after a confirmation); Mark as Paid while payment is pending on an
 * ad not cancelled.
 */
export function AdRowActions({ onView }: { onView(ad: Advertisement): void }) {
  const translate = useTranslate();
  const ad = useRecordContext<Advertisement>();
  const [confirming, setConfirming] = useState(false);
  const change = useAdStatusChange();
  if (!ad) return null;
  const status = currentStatus(ad, new Date());
  const active = status === 'active';
  return (
    <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
      <Button size="small" onClick={() => onView(ad)}>
        {translate('ep.advertising.view')}
      </Button>
      {active && (
        <Button size="small" color="error" disabled={change.isPending} onClick={() => setConfirming(true)}>
          {translate('ep.advertising.cancel')}
        </Button>
      )}
      {ad.payment_status === 'pending' && status !== 'cancelled' && (
        <Button
          size="small"
          color="success"
          disabled={change.isPending}
          onClick={() => change.mutate({ ad, change: { payment_status: 'paid' } })}
        >
          {translate('ep.advertising.markAsPaid')}
        </Button>
      )}
      <Confirm
        isOpen={confirming}
        title={translate('ep.advertising.cancelAdvertisement')}
        content={translate('ep.advertising.cancelAdvertisementContent', { title: ad.title })}
        confirm="ep.advertising.cancelAdvertisementConfirm"
        cancel="ep.advertising.keepAdvertisement"
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          change.mutate({ ad, change: { status: 'cancelled' } });
        }}
      />
    </Stack>
  );
}
