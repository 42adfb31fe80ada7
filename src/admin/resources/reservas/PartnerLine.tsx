import { Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import type { Booking } from '../../../domain/bookings';
import type { Partner } from '../../../domain/partners';
import { usd } from '../../components/usd';
import { useAllowed } from '../../providers/grants';

type PartnerFields = Pick<Booking, 'partner_id' | 'partner_agent' | 'partner_commission_cents' | 'partner_settle'>;

/**
 * Who sent the guest, and what the booking owes them: the commission and who collects are the money's, shown to
 * whoever may read the partners' statements (the owner, the secretary granted the money).
 */
export function PartnerLine({ booking }: { booking: PartnerFields }) {
  const translate = useTranslate();
  const money = useAllowed({ resource: 'partner-statements', action: 'list' });
  const { data: partner } = useGetOne<Partner & { id: number }>(
    'partners',
    { id: booking.partner_id ?? 0 },
    { enabled: Boolean(booking.partner_id) },
  );
  if (!booking.partner_id) return null;
  const t = (key: string) => translate(`ep.partners.${key}`);
  const parts = [
    `${t('partner')}: ${partner?.name ?? '…'}`,
    booking.partner_agent && `${t('agent')}: ${booking.partner_agent}`,
    money && `${t('columns.commission')}: ${usd(booking.partner_commission_cents / 100)}`,
    money && booking.partner_settle && `${t('columns.settle')}: ${t(`settleShort.${booking.partner_settle}`)}`,
  ];
  return (
    <Typography color="text.secondary" data-testid="partner-line">
      {parts.filter(Boolean).join(' · ')}
    </Typography>
  );
}
