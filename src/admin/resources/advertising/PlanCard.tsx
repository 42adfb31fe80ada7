import type { ReactNode } from 'react';
import { Box, Card, Chip, Stack, Typography } from '@mui/material';
import { planBadge, type AdPlan } from '../../../domain/adPlans';
import { useTranslate } from 'react-admin';
import { usd } from '../../components/usd';

const BADGE_COLORS = { Premium: 'secondary', Featured: 'primary', Basic: 'default' } as const;

/** ADS-29: a plan with its badge (Premium, Featured or Basic), price ('Free' at 0) and what it includes. */
export function PlanSummary({ plan }: { plan: AdPlan }) {
  const translate = useTranslate();
  const badge = planBadge(plan);
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between">
        <Typography variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
          {plan.name}
        </Typography>
        <Chip size="small" label={badge} color={BADGE_COLORS[badge]} />
      </Stack>
      <Typography variant="h6">
        {plan.price_usd === 0 ? translate('ep.advertising.free') : usd(plan.price_usd)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('ep.advertising.planTerms', { days: plan.duration_days, photos: plan.max_photos })}
        {plan.featured_days > 0 && (plan.is_featured || plan.is_premium)
          ? translate('ep.advertising.planFeatured', { days: plan.featured_days })
          : ''}
        {plan.homepage_days > 0 ? translate('ep.advertising.planHomepage', { days: plan.homepage_days }) : ''}
      </Typography>
      {plan.description && <Typography variant="body2">{plan.description}</Typography>}
      <Typography variant="caption" color="text.secondary">
        {plan.success_rate}
      </Typography>
    </Stack>
  );
}

export function PlanCardFrame({ selected = false, children }: { selected?: boolean; children: ReactNode }) {
  return (
    <Card
      variant="outlined"
      sx={{
        width: { xs: '100%', sm: 260 },
        alignSelf: 'stretch',
        borderColor: selected ? 'primary.main' : undefined,
        borderWidth: selected ? 2 : 1,
      }}
    >
      <Box sx={{ p: 2 }}>{children}</Box>
    </Card>
  );
}
