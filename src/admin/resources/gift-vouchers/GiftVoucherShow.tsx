import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { EditButton, ShowBase, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { GiftVoucher } from '../../../domain/giftVouchers';
import { useDates } from '../../i18n/dates';
import { usd } from '../../components/usd';

const screenOnly = { '@media print': { display: 'none' } } as const;

/** The printed voucher: the value, for whom, the code in large letters and the last day it is good. */
function VoucherSheet() {
  const voucher = useRecordContext<GiftVoucher>();
  const translate = useTranslate();
  const { day } = useDates();
  if (!voucher) return null;
  const t = (key: string) => translate(`ep.vouchers.${key}`);
  return (
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 640, textAlign: 'center', '@media print': { border: 0 } }}>
      <Typography variant="h4" component="h1">
        {t('printTitle')}
      </Typography>
      {voucher.recipient && (
        <Typography variant="h6" sx={{ mt: 2 }}>
          {t('printFor')}: {voucher.recipient}
        </Typography>
      )}
      <Typography variant="overline" component="p" sx={{ mt: 3 }}>
        {t('printValue')}
      </Typography>
      <Typography variant="h3" component="p" data-testid="voucher-amount">
        {usd(voucher.amount)}
      </Typography>
      <Typography variant="overline" component="p" sx={{ mt: 3 }}>
        {t('printCode')}
      </Typography>
      <Typography
        variant="h5"
        component="p"
        sx={{ fontFamily: 'monospace', letterSpacing: 2 }}
        data-testid="voucher-code"
      >
        {voucher.code}
      </Typography>
      <Typography sx={{ mt: 3 }} data-testid="voucher-expires">
        {t('printExpires')} {day(voucher.expires_on)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('printHow')}
      </Typography>
    </Paper>
  );
}

/** A voucher's printable page (opened after the sale): the sheet, and print and edit above it on screen only. */
export function GiftVoucherShow() {
  const translate = useTranslate();
  return (
    <ShowBase>
      <Box sx={{ p: 2 }}>
        <TopToolbar sx={screenOnly}>
          <Stack direction="row" spacing={1}>
            <Button startIcon={<PrintIcon />} variant="contained" onClick={() => window.print()}>
              {translate('ep.vouchers.print')}
            </Button>
            <EditButton />
          </Stack>
        </TopToolbar>
        <VoucherSheet />
      </Box>
    </ShowBase>
  );
}
