import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { REFERRAL_CODE } from '../../../domain/partners';

/** The link the partner shares: any public page with `?ref=`; the home page is the one to print on a card. */
export const referralLinkOf = (code: string) => `${window.location.origin}/?ref=${encodeURIComponent(code)}`;

export function ReferralLink() {
  const translate = useTranslate();
  const code = String(useWatch({ name: 'referral_code' }) ?? '')
    .trim()
    .toLowerCase();
  if (!REFERRAL_CODE.test(code)) return null;
  const link = referralLinkOf(code);
  return (
    <Typography variant="body2" sx={{ mb: 2 }} data-testid="referral-link">
      {translate('ep.partners.referralLink')}: <a href={link}>{link}</a>
    </Typography>
  );
}
