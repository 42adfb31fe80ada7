import { useTranslate } from 'react-admin';
import { CardActionArea, Stack } from '@mui/material';
import type { AdPlan } from '../../../domain/adPlans';
import { PlanCardFrame, PlanSummary } from './PlanCard';

/** ADS-26 step 3: the active plans as cards. */
export function PlanChoiceStep({
  plans,
  value,
  onChange,
}: {
  plans: AdPlan[];
  value: number | undefined;
  onChange(id: number): void;
}) {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      useFlexGap
      flexWrap="wrap"
      spacing={1}
      alignItems="stretch"
      role="radiogroup"
      aria-label={translate('ep.advertising.plan')}
    >
      {plans.map((plan) => (
        <CardActionArea
          key={plan.id}
          role="radio"
          aria-checked={plan.id === value}
          aria-label={plan.name}
          onClick={() => onChange(plan.id)}
          sx={{ width: { xs: '100%', sm: 260 }, display: 'flex', alignItems: 'stretch', borderRadius: 1 }}
        >
          <PlanCardFrame selected={plan.id === value}>
            <PlanSummary plan={plan} />
          </PlanCardFrame>
        </CardActionArea>
      ))}
    </Stack>
  );
}
