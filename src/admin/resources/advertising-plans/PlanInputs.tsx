import { Stack } from '@mui/material';
import { BooleanInput, NumberInput } from 'react-admin';
import { advertisingPlanSchema } from '../../../domain/advertisingPlans';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { rulesOf } from '../../components/schemaValidator';
import { lazy } from '../../../domain/lazy';

const shape = lazy(() => advertisingPlanSchema.shape);
const rules = rulesOf(advertisingPlanSchema);

/** PLAN-05..10: every field of a plan; the create modal and the inline edit share them. */
export function PlanInputs() {
  return (
    <Stack spacing={0}>
      <BoundedTextInput source="name" label="ep.plans.name" schema={shape.name} fullWidth />
      <BoundedTextInput
        source="description"
        label="ep.plans.description"
        schema={shape.description}
        multiline
        minRows={2}
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 1 }}>
        <NumberInput source="price_usd" label="ep.plans.priceUsd" step={0.01} min={0} validate={rules.price_usd} />
        <NumberInput
          source="duration_days"
          label="ep.plans.durationDays"
          step={1}
          min={1}
          validate={rules.duration_days}
        />
        <NumberInput source="max_photos" label="ep.plans.maxPhotos" step={1} min={1} validate={rules.max_photos} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 1 }} alignItems={{ sm: 'center' }}>
        <BooleanInput source="is_featured" label="ep.plans.featured" />
        <NumberInput
          source="featured_days"
          label="ep.plans.featuredDays"
          step={1}
          min={0}
          validate={rules.featured_days}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 1 }} alignItems={{ sm: 'center' }}>
        <BooleanInput source="is_premium" label="ep.plans.premium" />
        <NumberInput
          source="homepage_days"
          label="ep.plans.homepageDays"
          step={1}
          min={0}
          validate={rules.homepage_days}
        />
      </Stack>
      <BoundedTextInput source="success_rate" label="ep.plans.successRate" schema={shape.success_rate} fullWidth />
      <BooleanInput source="is_active" label="ep.plans.active" />
    </Stack>
  );
}
