import { useState } from 'react';
import { Box, Button, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useDelete, useGetList, useNotify, useTranslate } from 'react-admin';
import type { Payment, PaymentKind } from '../../../domain/payments';
import type { Booking } from '../../../domain/bookings';
import { useDates } from '../../i18n/dates';
import { usd } from '../../components/usd';
import { PaymentDialog } from './PaymentDialog';
import { useAllowed } from '../../providers/grants';
import { VoucherDialog } from './VoucherDialog';

/**
 * The booking's payments and refunds, oldest first, with "Registrar pago", "Reembolsar" and delete (asks first).
 * The secretary granted the bookings records a payment; the list of payments and refunds need the money, and a
 * delete is the owner's (issue 42): she is shown only what the server takes from her.
 */
export function PaymentsPanel({ booking, onChanged }: { booking: Booking; onChanged(): void }) {
  const translate = useTranslate();
  const { day } = useDates();
  const notify = useNotify();
  const listed = useAllowed({ resource: 'payments', action: 'list' });
  const refunds = useAllowed({ resource: 'refunds', action: 'create' });
  const deletes = useAllowed({ resource: 'payments', action: 'delete' });
  const vouchers = useAllowed({ resource: 'gift-vouchers', action: 'list' });
  const { data: payments = [], refetch } = useGetList<Payment>(
    'payments',
    {
      filter: { reservation_id: booking.id },
      sort: { field: 'date', order: 'ASC' },
      pagination: { page: 1, perPage: 100 },
    },
    { enabled: listed },
  );
  const [dialog, setDialog] = useState<PaymentKind | 'voucher' | null>(null);
  const [deleting, setDeleting] = useState<Payment | null>(null);
  const [remove, { isPending: removing }] = useDelete<Payment>();
  const t = (key: string, options?: Record<string, unknown>) => translate(`ep.bookings.payments.${key}`, options);
  const changed = () => {
    setDialog(null);
    void refetch();
    onChanged();
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove(
      'payments',
      { id: deleting.id, previousData: deleting },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('ep.bookings.payments.deleted', { type: 'success' });
          setDeleting(null);
          changed();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  };

  return (
    <Box>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="h6" sx={{ flex: 1 }}>
          {t('title')}
        </Typography>
        <Button variant="contained" onClick={() => setDialog('payment')}>
          {t('record')}
        </Button>
        {vouchers && (
          <Button onClick={() => setDialog('voucher')} disabled={booking.balance <= 0}>
            {translate('ep.vouchers.payWithVoucher')}
          </Button>
        )}
        {refunds && (
          <Button onClick={() => setDialog('refund')} disabled={booking.paid <= 0}>
            {t('refund')}
          </Button>
        )}
      </Stack>
      {!listed ? (
        <Typography color="text.secondary">{t('notListed')}</Typography>
      ) : payments.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <List dense aria-label={t('title')}>
          {payments.map((payment) => (
            <ListItem
              key={payment.id}
              divider
              secondaryAction={
                deletes && (
                  <IconButton edge="end" aria-label={t('delete')} onClick={() => setDeleting(payment)}>
                    <DeleteIcon />
                  </IconButton>
                )
              }
            >
              <ListItemText
                primary={
                  `${payment.kind === 'refund' ? '−' : ''}${usd(payment.amount)} · ` +
                  `${translate(`ep.bookings.kinds.${payment.kind}`)} · ` +
                  `${translate(`ep.bookings.methods.${payment.method}`)}`
                }
                secondary={[
                  day(payment.date),
                  payment.currency === 'DOP' && payment.amount_dop !== null
                    ? translate('ep.pesos.inPesos', {
                        dop: payment.amount_dop.toLocaleString('en-US'),
                        rate: payment.rate,
                      })
                    : '',
                  payment.reference,
                  `${t('recordedBy')}: ${payment.recorded_by}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      {dialog === 'voucher' && (
        <VoucherDialog
          bookingId={booking.id}
          due={Math.max(0, booking.balance)}
          onClose={() => setDialog(null)}
          onRecorded={changed}
        />
      )}
      {dialog && dialog !== 'voucher' && (
        <PaymentDialog
          bookingId={booking.id}
          kind={dialog}
          suggested={dialog === 'payment' ? Math.max(0, booking.balance) : 0}
          onClose={() => setDialog(null)}
          onRecorded={changed}
        />
      )}
      <Confirm
        isOpen={deleting !== null}
        loading={removing}
        title={t('deleteTitle')}
        content={t('deleteConfirm', { amount: deleting ? usd(deleting.amount) : '' })}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
