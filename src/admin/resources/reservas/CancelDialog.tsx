import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PaymentMethod } from '../../../domain/payments';
import type { Booking } from '../../../domain/bookings';
import type { EpDataProvider } from '../../providers/dataProvider';
import { usd } from '../../components/usd';
import { LoadingBar } from '../../components/LoadingBar';
import { methodChoices } from './choices';

interface Props {
  booking: Booking & { id: number };
  onClose(): void;
  onCancelled(): void;
}

/**
 * Issue 41: cancelling names what was paid and what the tour's policy gives back now, and offers that refund in
 * the same step (the server works out the amount again under the booking's lock and records it as a refund).
 */
export function CancelDialog({ booking, onClose, onCancelled }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<EpDataProvider>();
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [saving, setSaving] = useState(false);
  const t = (key: string, options?: Record<string, unknown>) => translate(`ep.cancel.${key}`, options);
  const { data: preview, isPending } = useQuery({
    queryKey: ['reservas', booking.id, 'cancellation'],
    queryFn: async () => (await dataProvider.cancellationPreview(booking.id)).data,
    gcTime: 0,
  });

  const cancel = async (refund: boolean) => {
    setSaving(true);
    try {
      const { data } = await dataProvider.cancelBooking(booking.id, {
        version: booking.version,
        ...(refund ? { refund_method: method } : {}),
      });
      notify(data.refund ? 'ep.cancel.cancelledRefunded' : 'ep.cancel.cancelled', {
        type: 'success',
        messageArgs: { amount: usd(data.refund?.amount ?? 0) },
      });
      onCancelled();
    } catch (error) {
      notify((error as Error).message, { type: 'error', autoHideDuration: null });
    } finally {
      setSaving(false);
    }
  };

  const hours = preview ? Math.max(0, Math.round(preview.hours_before)) : 0;
  const timing = !preview
    ? ''
    : preview.free
      ? t('inWindow', { hours })
      : preview.hours_before < 0
        ? t('started', { percent: preview.percent })
        : t('lateWindow', { hours, percent: preview.percent });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="cancel-title">
      <DialogTitle id="cancel-title">{translate('ep.bookings.actions.cancelTitle')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{translate('ep.bookings.actions.cancelConfirm')}</Typography>
        {isPending && (
          <>
            <LoadingBar />
            <Typography>{t('loading')}</Typography>
          </>
        )}
        {preview && (
          <Stack spacing={1}>
            <Typography data-testid="cancel-paid">{t('paid', { amount: usd(preview.paid) })}</Typography>
            <Typography color="text.secondary">
              {t('policyFree', { hours: preview.free_cancel_hours, percent: preview.late_cancel_refund_percent })}
            </Typography>
            <Typography>{timing}</Typography>
            <Typography variant="h6" data-testid="cancel-refund">
              {t('refundDue', { amount: usd(preview.refund) })}
            </Typography>
            {preview.refund > 0 && (
              <TextField
                select
                size="small"
                label={t('method')}
                value={method}
                onChange={(event) => setMethod(event.target.value as PaymentMethod)}
                sx={{ maxWidth: 240 }}
              >
                {methodChoices.map((choice) => (
                  <MenuItem key={choice.id} value={choice.id}>
                    {translate(choice.name)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <Alert severity="info">{t('goodwill')}</Alert>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('keep')}
        </Button>
        <Button color="error" disabled={saving || !preview} onClick={() => void cancel(false)}>
          {t('cancelOnly')}
        </Button>
        {preview && preview.refund > 0 && (
          <Button variant="contained" color="error" disabled={saving} onClick={() => void cancel(true)}>
            {t('cancelAndRefund', { amount: usd(preview.refund) })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
