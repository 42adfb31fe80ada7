import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useDataProvider, useNotify, useTranslate, type Identifier } from 'react-admin';
import { today } from '../../../domain/common';
import type { PaymentKind, PaymentMethod } from '../../../domain/payments';
import type { EpDataProvider } from '../../providers/dataProvider';
import { methodChoices } from './choices';
import { PesoFields } from './PesoFields';
import { CURRENCIES, type Currency } from '../../../domain/pesos';

interface Props {
  bookingId: Identifier;
  kind: PaymentKind;
  /** The amount offered: the balance due for a payment, nothing for a refund. */
  suggested: number;
  onClose(): void;
  onRecorded(): void;
}

/** "Registrar pago" / "Reembolsar": amount, date, method and reference; the server answers field errors by name. */
export function PaymentDialog({ bookingId, kind, suggested, onClose, onRecorded }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<EpDataProvider>();
  const [amount, setAmount] = useState(suggested > 0 ? String(suggested) : '');
  const [date, setDate] = useState(today());
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [currency, setCurrency] = useState<Currency>('USD');
  const [amountDop, setAmountDop] = useState('');
  const [rate, setRate] = useState('');
  const t = (key: string) => translate(`ep.bookings.payments.${key}`);

  // The day's rate as last entered, offered when pesos are chosen and the rate is still empty.
  useEffect(() => {
    if (currency !== 'DOP' || rate !== '') return;
    let current = true;
    dataProvider
      .getDayRate(date)
      .then(({ data }) => current && data.rate !== null && setRate(String(data.rate)))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [currency, date, rate, dataProvider]);

  const save = async () => {
    setSaving(true);
    try {
      await dataProvider.recordPayment(
        bookingId,
        currency === 'DOP'
          ? { currency, amount_dop: Number(amountDop), rate: Number(rate), date, method, reference, kind }
          : { amount: Number(amount), date, method, reference, kind },
      );
      notify(kind === 'refund' ? 'ep.bookings.payments.refundRecorded' : 'ep.bookings.payments.recorded', {
        type: 'success',
      });
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
      <DialogTitle>{t(kind === 'refund' ? 'refund' : 'record')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={translate('ep.pesos.currency')}
            value={currency}
            onChange={(event) => setCurrency(event.target.value as Currency)}
          >
            {CURRENCIES.map((value) => (
              <MenuItem key={value} value={value}>
                {translate(`ep.pesos.${value.toLowerCase()}`)}
              </MenuItem>
            ))}
          </TextField>
          {currency === 'DOP' ? (
            <PesoFields amountDop={amountDop} rate={rate} errors={errors} onAmount={setAmountDop} onRate={setRate} />
          ) : (
            <TextField
              label={t('amount')}
              type="number"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={Boolean(errors.amount)}
              helperText={errors.amount}
              inputProps={{ min: 0.01, step: 0.01 }}
              required
              autoFocus
            />
          )}
          <TextField
            label={t('date')}
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            error={Boolean(errors.date)}
            helperText={errors.date}
            InputLabelProps={{ shrink: true }}
            required
          />
          <TextField
            select
            label={t('method')}
            value={method}
            onChange={(event) => setMethod(event.target.value as PaymentMethod)}
          >
            {methodChoices.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {translate(choice.name)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('reference')}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            error={Boolean(errors.reference)}
            helperText={errors.reference}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          onClick={save}
          disabled={saving || (currency === 'DOP' ? amountDop === '' || rate === '' : amount === '')}
        >
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
