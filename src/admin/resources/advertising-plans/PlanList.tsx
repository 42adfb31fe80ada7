import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { Title, useGetList, useTranslate } from 'react-admin';
import type { AdPlan } from '../../../domain/adPlans';
import { AddPlanDialog } from './AddPlanDialog';
import { PlanCardView } from './PlanCardView';
import { LoadingBar } from '../../components/LoadingBar';

/** PLAN-01..04: every plan as a card, cheapest first, and 'Add New Plan'. */
export function PlanList() {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const { data, isPending, error } = useGetList<AdPlan>('advertising-plans', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'price_usd', order: 'ASC' },
  });
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="ep.plans.advertisingPlans" />
      <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" useFlexGap spacing={1}>
        <Typography variant="h5">{translate('ep.plans.advertisingPlans')}</Typography>
        <Button variant="contained" size="small" onClick={() => setAdding(true)}>
          {translate('ep.plans.addNewPlan')}
        </Button>
      </Stack>
      {isPending && <LoadingBar />}
      {error && <Alert severity="error">{translate('ep.plans.couldNotLoadThe')}</Alert>}
      {data?.length === 0 && <Typography color="text.secondary">{translate('ep.plans.noPlansYet')}</Typography>}
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2} data-testid="plan-grid">
        {data?.map((plan) => (
          <PlanCardView key={plan.id} plan={plan} />
        ))}
      </Stack>
      <AddPlanDialog open={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
