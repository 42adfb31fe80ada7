import { Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Advertisement } from '../../../domain/advertisements';
import { currentStatus, expiryLabel } from '../../../domain/advertisementRules';
import { isFreePlan } from '../../../domain/adPlans';

const STATUS_COLORS = { active: 'success', expired: 'warning', cancelled: 'default' } as const;
const PAYMENT_COLORS = { paid: 'success', pending: 'warning', refunded: 'info' } as const;

/** ADS-17: an ad past its end date shows as expired even before the server's sweep has stored it. */
export const AdStatusChip = ({ ad }: { ad: Advertisement }) => {
  const translate = useTranslate();
  const status = currentStatus(ad, new Date());
  return <Chip size="small" label={translate(`ep.advertising.statuses.${status}`)} color={STATUS_COLORS[status]} />;
};

/** ADS-22: free plans read 'Free'; otherwise the payment status (ADS-18: refunded is display only). */
export const AdPaymentChip = ({ ad }: { ad: Advertisement }) => {
  const translate = useTranslate();
  return isFreePlan(ad.plan) ? (
    <Chip size="small" label={translate('ep.advertising.free')} variant="outlined" />
  ) : (
    <Chip
      size="small"
      label={translate(`ep.advertising.payments.${ad.payment_status}`)}
      color={PAYMENT_COLORS[ad.payment_status]}
    />
  );
};

/** ADS-21: '{n}d left', 'Expired' or 'No expiration'. */
export const AdExpiry = ({ ad }: { ad: Advertisement }) => {
  const translate = useTranslate();
  const label = expiryLabel(ad, new Date());
  return (
    <Typography
      variant="body2"
      color={label.key === 'ep.advertising.statuses.expired' ? 'error' : 'text.primary'}
      component="span"
    >
      {translate(label.key, label.args)}
    </Typography>
  );
};
