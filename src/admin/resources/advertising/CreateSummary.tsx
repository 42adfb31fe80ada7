import { Translate, useTranslate } from 'react-admin';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import type { AdItemType } from '../../../domain/advertisements';
import type { AdPlan } from '../../../domain/adPlans';
import { usd } from '../../components/usd';

interface CreateSummaryProps {
  type: AdItemType;
  itemTitle: string | undefined;
  plan: AdPlan | undefined;
  ready: boolean;
  saving: boolean;
  onCreate(): void;
}

/** ADS-27, ADS-28, ADS-30: what will be created, as active and without payment; the button waits for both choices. */
export function CreateSummary({ type, itemTitle, plan, ready, saving, onCreate }: CreateSummaryProps) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('ep.advertising.summary')}
        </Typography>
        <Stack spacing={0.5}>
          <Typography variant="body2">
            <Translate i18nKey={`ep.advertising.itemTypes.${type}`} />: {itemTitle ?? '—'}
          </Typography>
          <Typography variant="body2">
            {plan
              ? translate('ep.advertising.summaryPlan', {
                  name: plan.name,
                  price: plan.price_usd === 0 ? translate('ep.advertising.free') : usd(plan.price_usd),
                  days: plan.duration_days,
                })
              : `${translate('ep.advertising.plan')}: —`}
          </Typography>
          <Typography variant="body2">
            <Translate i18nKey="ep.advertising.statusSummary" />
          </Typography>
        </Stack>
        <Alert severity="info" sx={{ my: 2 }}>
          {translate('ep.advertising.createdByAdminNo')}
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" disabled={!ready || saving} onClick={onCreate}>
            {translate(saving ? 'ep.advertising.creating' : 'ep.advertising.createAdvertisement')}
          </Button>
          <Button variant="outlined" disabled startIcon={<CreditCardIcon />}>
            {translate('ep.advertising.payByCardNot')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
