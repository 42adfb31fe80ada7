import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate, type Identifier } from 'react-admin';
import { today } from '../../../domain/common';
import { voucherState } from '../../../domain/giftVouchers';
import type { EpDataProvider } from '../../providers/dataProvider';
import type { VoucherBalance } from '../../providers/voucherMethods';
import { useDates } from '../../i18n/dates';
import { usd } from '../../components/usd';

interface Props {
  bookingId: Identifier;
  /** What the booking still owes: the most a voucher may pay. */
  due: number;
  onClose(): void;
  onRecorded(): void;
}

/** A typed code long enough to be a whole one (16 symbols, with or without its dashes and prefix). */
const looksWhole = (code: string) => code.replace(/[^A-Za-z0-9]/g, '').length >= 16;

/**
 * Issue 41, "Pagar con bono regalo": the voucher's code, what is left on it as soon as it is typed, and the
 * amount (what the booking owes, at most the voucher's balance); the server takes it under the voucher's lock.
 */
export function VoucherDialog({ bookingId, due, onClose, onRecorded }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const { day } = useDates();
  const dataProvider = useDataProvider<EpDataProvider>();
  const [code, setCode] = useState('');
  const [voucher, setVoucher] = useState<VoucherBalance | null>(null);
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const t = (key: string, options?: Record<string, unknown>) => translate(`ep.vouchers.redeem.${key}`, options);

  useEffect(() => {
    if (!looksWhole(code)) return;
    let current = true;
    dataProvider
      .lookUpVoucher(code)
      .then(({ data }) => {
        if (!current) return;
        setVoucher(data);
        const state = voucherState(data, today());
        setErrors(state === 'active' ? {} : { code: t(state) });
        setAmount((previous) => previous || String(Math.max(0, Math.min(due, data.balance))));
      })
      .catch(() => current && (setVoucher(null), setErrors({ code: t('unknown') })));
    return () => {
      current = false;
    };
    // `t` is the same words each render; the lookup follows the code alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, due, dataProvider]);

  const save = async () => {
    setSaving(true);
    try {
      const { data } = await dataProvider.redeemVoucher(bookingId, { code, amount: Number(amount), date: today() });
      notify(`${t('redeemed')} · ${t('leftAfter', { balance: usd(data.voucher.balance) })}`, { type: 'success' });
      onRecorded();
    } catch (error) {
      const failure = error as { message?: string; body?: { errors?: Record<string, string> } };
      setErrors(failure.body?.errors ?? {});
      notify(failure.message ?? 'ra.notification.http_error', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('ep.vouchers.payWithVoucher')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('code')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={Boolean(errors.code)}
            helperText={errors.code}
            required
            autoFocus
          />
          {voucher && looksWhole(code) && (
            <Typography data-testid="voucher-left">
              {t('left', { balance: usd(voucher.balance), expires: day(voucher.expires_on) })}
            </Typography>
          )}
          <TextField
            label={translate('ep.bookings.payments.amount')}
            type="number"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={Boolean(errors.amount)}
            helperText={errors.amount}
            inputProps={{ min: 0.01, step: 0.01 }}
            required
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ep.bookings.payments.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={saving || code === '' || amount === ''}>
          {translate('ep.bookings.payments.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
